import type { MailContent } from './content';
import { link, type Locale, type TemplateContext } from './types';

/**
 * "Review news" mails: what happened to something a member's organisation put up for the platform's review
 * (a product, a campaign). They share one shape so they read alike: the first sentence says who acted, then
 * what happens next, then the reason or the platform's note when there is one, and a button to open it.
 */
interface ReviewNews {
  byYou?: boolean;
  byName?: string;
  reason?: string;
}

/** The words of one mail in one language. */
export interface ReviewNewsWords {
  subject: string;
  /**
   * The first sentence as this reader is told who acted: the person who acted reads a confirmation
   * (`you`, "Sie haben …"), a colleague reads their name (`named`), and without either the platform acted
   * (`platform`: the review, a block).
   */
  you: string;
  named: (name: string) => string;
  platform: string;
  /** What happens next. */
  next: string;
  /** The optional reason is the reviewer's note on an approval rather than a reason for a refusal. */
  note?: boolean;
}

/** What the mails about one kind of thing share: the button's label and the cockpit path it opens. */
interface ReviewNewsKind<D> {
  open: Record<Locale, string>;
  path: (d: D) => string;
}

const reasonLabel: Record<Locale, string> = { de: 'Begründung', en: 'Reason' };
const noteLabel: Record<Locale, string> = { de: 'Hinweis der Plattform', en: "The platform's note" };
const greeting: Record<Locale, string> = { de: 'Guten Tag', en: 'Hello' };

function reviewNewsMail<D extends ReviewNews>(
  kind: ReviewNewsKind<D>,
  locale: Locale,
  d: D,
  ctx: TemplateContext,
  words: ReviewNewsWords,
): MailContent {
  const acted = d.byYou ? words.you : d.byName ? words.named(d.byName) : words.platform;
  const paragraphs = [acted, words.next];
  const reason = d.reason?.trim();
  return {
    subject: words.subject,
    greeting: greeting[locale],
    paragraphs: reason ? [...paragraphs, `${(words.note ? noteLabel : reasonLabel)[locale]}:\n${reason}`] : paragraphs,
    action: { label: kind.open[locale], url: link(ctx, kind.path(d)) },
  };
}

/** The template builder for one kind of review news: give it each language's words, get the template. */
export function reviewNews<D extends ReviewNews>(kind: ReviewNewsKind<D>) {
  return (
    words: Record<Locale, (d: D) => ReviewNewsWords>,
  ): Record<Locale, (d: D, ctx: TemplateContext) => MailContent> => ({
    de: (d, ctx) => reviewNewsMail(kind, 'de', d, ctx, words.de(d)),
    en: (d, ctx) => reviewNewsMail(kind, 'en', d, ctx, words.en(d)),
  });
}

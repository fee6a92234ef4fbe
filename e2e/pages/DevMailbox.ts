import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { MailTemplateKey } from '@cadeau/contracts';
import { mailSubject, type SubjectData } from '../support/mail-texts';
import type { Lang } from '../support/texts';

interface MailSummary {
  id: string;
  to: string;
  subject: string;
  template: string;
  locale: string;
  createdAt: string;
}

export type Mail = MailSummary & { links: string[]; text: string; html: string };

/**
 * svc-mail's dev mailbox (`/api/dev/mails`), where the `dev` provider keeps every mail so a person, or this
 * test, can follow the links in it. Mails arrive asynchronously (outbox → NATS → svc-mail), hence the polls.
 */
export class DevMailbox {
  constructor(private readonly request: APIRequestContext) {}

  /** The newest mail of `template` to `to`, waiting for it to arrive. */
  async latest(to: string, template: MailTemplateKey): Promise<Mail> {
    let found: MailSummary | undefined;
    await expect
      .poll(
        async () => {
          const res = await this.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}&pageSize=50`);
          const items = ((await res.json()) as { items: MailSummary[] }).items.filter((m) => m.template === template);
          found = items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
          return found?.id ?? null;
        },
        { message: `a ${template} mail to ${to}`, timeout: 15_000 },
      )
      .not.toBeNull();
    const res = await this.request.get(`/api/dev/mails/${found!.id}`);
    return (await res.json()) as Mail;
  }

  /** The newest mail of any kind to `to`, waiting for one to arrive (a campaign mail has its design, no template). */
  async latestOf(to: string): Promise<Mail> {
    let found: MailSummary | undefined;
    await expect
      .poll(
        async () => {
          const res = await this.request.get(`/api/dev/mails?to=${encodeURIComponent(to)}&pageSize=50`);
          const items = ((await res.json()) as { items: MailSummary[] }).items;
          found = items.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
          return found?.id ?? null;
        },
        { message: `a mail to ${to}`, timeout: 15_000 },
      )
      .not.toBeNull();
    const res = await this.request.get(`/api/dev/mails/${found!.id}`);
    return (await res.json()) as Mail;
  }

  /**
   * The newest mail of `template` to `to`, which must be written in `lang`: its locale and its subject as
   * svc-mail's templates render it in that language (`subject` holds what the subject shows).
   */
  async latestIn<K extends MailTemplateKey>(
    lang: Lang,
    to: string,
    template: K,
    subject: SubjectData<K>,
  ): Promise<Mail> {
    const mail = await this.latest(to, template);
    expect(mail.locale, `the language of the ${template} mail to ${to}`).toBe(lang);
    expect(mail.subject).toBe(mailSubject(template, lang, subject));
    return mail;
  }

  /** The site path (path and query) of the first link of a mail that leads to `pathname`. */
  async linkTo(to: string, template: MailTemplateKey, pathname: string): Promise<string> {
    return DevMailbox.link(await this.latest(to, template), pathname);
  }

  /** The site path of the first link of `mail` to `pathname` (and with `action`, if given). */
  static link(mail: Mail, pathname: string, action?: string): string {
    const link = mail.links
      .map((l) => new URL(l))
      .find((u) => u.pathname === pathname && (action === undefined || u.searchParams.get('action') === action));
    expect(
      link,
      `a link to ${pathname}${action ? ` (action=${action})` : ''} in ${JSON.stringify(mail.links)}`,
    ).toBeDefined();
    return link!.pathname + link!.search;
  }
}

/**
 * The dev mailbox as a person sees it (`/api/dev/mailbox`, server-rendered by svc-mail): the mails to an
 * address, one opened, and the links listed under it, followed in the same tab.
 */
export class DevMailboxPage {
  constructor(private readonly page: Page) {}

  /** Opens the mailbox filtered to `to` and the newest mail with `subject`, waiting for it to arrive. */
  async openMail(to: string, subject: string): Promise<void> {
    // Each mail of the list is a button: opening it posts its opening (the funnel's "opened", issue 20).
    const mail = this.page
      .getByRole('navigation', { name: 'Mails' })
      .getByRole('button')
      .filter({ hasText: subject })
      .first();
    await expect
      .poll(
        async () => {
          await this.page.goto(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
          return mail.count();
        },
        { message: `a mail "${subject}" to ${to} in the dev mailbox`, timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    await mail.click();
    await expect(this.page.getByRole('region', { name: 'Mail' }).getByRole('heading', { level: 2 })).toHaveText(
      subject,
    );
  }

  /** The links listed under the opened mail. */
  get links(): Locator {
    return this.page.getByRole('region', { name: 'Mail' }).locator('ul.links a');
  }

  /**
   * Clicks the opened mail's first link to `pathname` that carries its data in the fragment (`/campaign#code=…`: a
   * fragment never reaches a server log). The page may take the fragment out of the address bar once read.
   */
  async followFragmentLink(pathname: string): Promise<void> {
    await this.links
      .filter({ hasText: `${pathname}#` })
      .first()
      .click();
    await expect(this.page).toHaveURL(new RegExp(`^[^#?]*${pathname}([#?]|$)`));
  }

  /** Clicks the opened mail's first link to `pathname`. */
  async followLink(pathname: string): Promise<void> {
    await this.page
      .getByRole('region', { name: 'Mail' })
      .locator('ul.links a')
      .filter({ hasText: `${pathname}?` })
      .first()
      .click();
    await expect(this.page).toHaveURL(new RegExp(`${pathname}\\?`));
  }
}

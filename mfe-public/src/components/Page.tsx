import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { usePageTitle } from '@cadeau/ui/hooks';

interface PageProps {
  /** Used for the heading's id and the `data-testid` (`<testId>-page`). */
  testId: string;
  title: string;
  lead?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** A public page in the light kit's card: one heading that labels the section and names the tab. */
export function Page({ testId, title, lead, wide, children }: PageProps) {
  usePageTitle(title);
  return (
    <section
      data-testid={`${testId}-page`}
      aria-labelledby={`${testId}-title`}
      className="card"
      style={wide ? { maxWidth: 720 } : undefined}
    >
      <h1 id={`${testId}-title`}>{title}</h1>
      {lead ? <p className="lead">{lead}</p> : null}
      {children}
    </section>
  );
}

/** The outcome of a page's action (done, expired link, ...), announced to screen readers. */
export function Outcome({
  children,
  testId,
  tone = 'info',
}: {
  children: ReactNode;
  testId: string;
  tone?: 'info' | 'error';
}) {
  return (
    <p data-testid={testId} role={tone === 'error' ? 'alert' : 'status'} className="lead">
      {children}
    </p>
  );
}

/** A link in the page's router, styled as a button (or a plain link). */
export function LinkButton({ to, children, primary }: { to: string; children: ReactNode; primary?: boolean }) {
  return (
    <Link to={to} className={`btn${primary ? ' btn-primary' : ''}`} style={{ textDecoration: 'none' }}>
      {children}
    </Link>
  );
}

/**
 * Inline link style: text colour with a green underline. The shell's kit does not style links, and the dark
 * mode's primary green is too dark for text on the dark surface, while the text colour reads in both modes.
 */
export const linkStyle = {
  color: 'var(--c-text)',
  textDecorationColor: 'var(--c-primary-hover)',
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
} as const;

/** An inline link in the page's router. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} style={linkStyle}>
      {children}
    </Link>
  );
}

export function Actions({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginTop: 8 }}>{children}</div>;
}

/** An action's outcome that leaves the person to log in (done, mail sent): the message and the way to the login. */
export function OutcomeToLogin({ children, testId }: { children: ReactNode; testId: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Outcome testId={testId}>{children}</Outcome>
      <Actions>
        <LinkButton to="/login" primary>
          {t('public.form.toLogin')}
        </LinkButton>
      </Actions>
    </>
  );
}

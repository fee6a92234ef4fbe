import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, LinkButton, Outcome } from './Page';

/**
 * A mailed link that cannot be used (truncated, unknown, used, expired): what happened, what to do now, the
 * ways on (`children`: request a new link, log in) and the contact form as the last resort (issue 9).
 */
export function LinkProblem({
  testId,
  message,
  help,
  children,
}: {
  testId: string;
  message: ReactNode;
  help: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Outcome testId={testId} tone="error">
        {message}
      </Outcome>
      <p data-testid="link-help">{help}</p>
      <Actions>
        {children}
        <LinkButton to="/contact">{t('public.link.contact')}</LinkButton>
      </Actions>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorTexts, showError } from '@cadeau/ui/toast';
import { Actions, LinkButton, Outcome } from './Page';

/**
 * Why an invitation link cannot be used (not found, already accepted, ...), in the words of the shared error
 * catalogue (spec section 8), with the ways on: log in, or read how registration works. Also shown as the
 * error toast (once per error), like every error of the app.
 */
export function InvitationProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (toasted.current === error) return;
    toasted.current = error;
    showError(error);
  }, [error]);
  return (
    <>
      <Outcome testId="invitation-problem" tone="error">
        {errorTexts(error).summary}
      </Outcome>
      <Actions>
        <LinkButton to="/login" primary>
          {t('public.form.toLogin')}
        </LinkButton>
        <LinkButton to="/connect">{t('public.connect.title')}</LinkButton>
      </Actions>
    </>
  );
}

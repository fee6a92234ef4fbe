import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { ApiError } from '@cadeau/ui/api';
import { errorTexts, showError } from '@cadeau/ui/toast';
import { LinkButton } from './Page';
import { LinkProblem } from './LinkProblem';
import { isTokenRefused } from './token';

/**
 * Why an invitation link cannot be used (not found, already accepted, ...), in the words of the shared error
 * catalogue (spec section 8), with what to do now: ask for a new invitation, log in, read how registration
 * works, or contact us. Also shown as the error toast (once per error), like every error of the app, except a
 * token the server refused as malformed: for the person that is an unknown invitation, never "token: Too
 * short." (issue 9).
 */
export function InvitationProblem({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const malformed = isTokenRefused(error);
  const toasted = useRef<unknown>(null);
  useEffect(() => {
    if (toasted.current === error || malformed) return;
    toasted.current = error;
    showError(error);
  }, [error, malformed]);
  const shown = malformed ? new ApiError(404, ErrorKeys.invitation.notFound) : error;
  return (
    <LinkProblem
      testId="invitation-problem"
      message={errorTexts(shown).summary}
      help={t('public.invitation.problemHelp')}
    >
      <LinkButton to="/login" primary>
        {t('public.form.toLogin')}
      </LinkButton>
      <LinkButton to="/connect">{t('public.connect.title')}</LinkButton>
    </LinkProblem>
  );
}

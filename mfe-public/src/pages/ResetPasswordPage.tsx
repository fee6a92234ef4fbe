import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { useResetPassword } from '../api/accounts';
import { FormAlert } from '@cadeau/ui/light';
import { dismissErrors, errorTexts, showError } from '@cadeau/ui/toast';
import { LinkButton, OutcomeToLogin, Page } from '../components/Page';
import { LinkProblem } from '../components/LinkProblem';
import { errorKeyOf, isTokenRefused, useLinkToken } from '../components/token';
import { useForm } from '@cadeau/ui/form';
import { newPassword, repeatedPassword } from '../components/validation';
import { NewPasswordFields } from '../components/NewPasswordFields';

/** Token errors after which the link is spent: the page explains it and offers a new link instead of the form. */
const LINK_STATES: Record<string, string> = {
  [ErrorKeys.passwordReset.alreadyUsed]: 'public.resetPassword.alreadyUsed',
  [ErrorKeys.passwordReset.expired]: 'public.resetPassword.expired',
  [ErrorKeys.passwordReset.notFound]: 'public.resetPassword.notFound',
  [ErrorKeys.passwordReset.replaced]: 'public.resetPassword.replaced',
};

/** /reset-password?token=: the mailed link of /forgot-password; a new password twice. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const reset = useResetPassword();
  const form = useForm({ password: '', passwordConfirmation: '' }, (v) => ({
    password: newPassword(v.password),
    passwordConfirmation: repeatedPassword(v.passwordConfirmation, v.password),
  }));
  const [outcome, setOutcome] = useState<'done' | string | null>(
    token ? null : LINK_STATES[ErrorKeys.passwordReset.notFound],
  );
  // A refused password (rules, mismatch), shown at the form (issue 9) as well as in the toast.
  const [problem, setProblem] = useState<unknown>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || reset.isPending || !token) return;
    setProblem(null);
    try {
      await reset.mutateAsync({ token, ...form.values });
      dismissErrors();
      setOutcome('done');
    } catch (err) {
      // A token the server refuses as malformed is, for the person, simply not a valid link.
      if (isTokenRefused(err)) return setOutcome(LINK_STATES[ErrorKeys.passwordReset.notFound]);
      // The server's checks of the passwords appear at their fields.
      if (form.applyServerIssues(err)) return;
      showError(err);
      const key = errorKeyOf(err);
      if (key && LINK_STATES[key]) setOutcome(LINK_STATES[key]);
      else setProblem(err);
    }
  };

  return (
    <Page
      testId="reset-password"
      title={t('public.resetPassword.title')}
      lead={outcome ? undefined : t('public.resetPassword.lead')}
    >
      {outcome === 'done' ? (
        <OutcomeToLogin testId="reset-password-done">{t('public.resetPassword.done')}</OutcomeToLogin>
      ) : outcome ? (
        <LinkProblem testId="reset-password-link-state" message={t(outcome)} help={t('public.resetPassword.linkHelp')}>
          <LinkButton to="/forgot-password" primary>
            {t('public.resetPassword.requestNew')}
          </LinkButton>
          <LinkButton to="/login">{t('public.form.toLogin')}</LinkButton>
        </LinkProblem>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} name="reset-password" aria-busy={reset.isPending}>
          <FormAlert testId="reset-password-error">{problem ? errorTexts(problem).summary : null}</FormAlert>
          <NewPasswordFields form={form} autoFocus />
          <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending}>
            {t('public.resetPassword.submit')}
          </button>
        </form>
      )}
    </Page>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { useResetPassword } from '../api/accounts';
import { showError } from '@cadeau/ui/toast';
import { Actions, LinkButton, Outcome, Page } from '../components/Page';
import { errorKeyOf, useLinkToken } from '../components/token';
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

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || reset.isPending || !token) return;
    try {
      await reset.mutateAsync({ token, ...form.values });
      setOutcome('done');
    } catch (err) {
      showError(err);
      const key = errorKeyOf(err);
      if (key && LINK_STATES[key]) setOutcome(LINK_STATES[key]);
    }
  };

  return (
    <Page
      testId="reset-password"
      title={t('public.resetPassword.title')}
      lead={outcome ? undefined : t('public.resetPassword.lead')}
    >
      {outcome === 'done' ? (
        <>
          <Outcome testId="reset-password-done">{t('public.resetPassword.done')}</Outcome>
          <Actions>
            <LinkButton to="/login" primary>
              {t('public.form.toLogin')}
            </LinkButton>
          </Actions>
        </>
      ) : outcome ? (
        <>
          <Outcome testId="reset-password-link-state" tone="error">
            {t(outcome)}
          </Outcome>
          <Actions>
            <LinkButton to="/forgot-password" primary>
              {t('public.resetPassword.requestNew')}
            </LinkButton>
            <LinkButton to="/login">{t('public.form.toLogin')}</LinkButton>
          </Actions>
        </>
      ) : (
        <form noValidate onSubmit={onSubmit} name="reset-password" aria-busy={reset.isPending}>
          <NewPasswordFields form={form} autoFocus />
          <button type="submit" className="btn btn-primary btn-block" disabled={reset.isPending}>
            {t('public.resetPassword.submit')}
          </button>
        </form>
      )}
    </Page>
  );
}

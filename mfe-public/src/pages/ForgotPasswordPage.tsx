import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@cadeau/ui/light';
import { useForgotPassword } from '../api/accounts';
import { dismissErrors, showError } from '@cadeau/ui/toast';
import { Actions, LinkButton, OutcomeToLogin, Page } from '../components/Page';
import { useForm } from '@cadeau/ui/form';
import { email } from '../components/validation';

/**
 * /forgot-password: mails a reset link. The answer is the same whether the address has an account or not
 * (the server always answers 204), so the page cannot be used to find out who is registered.
 */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const form = useForm({ email: '' }, (v) => ({ email: email(v.email) }));
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || forgot.isPending) return;
    const address = form.values.email.trim();
    try {
      await forgot.mutateAsync(address);
      dismissErrors();
      setSentTo(address);
    } catch (err) {
      // The server's check of the address appears at the field, anything else as a toast.
      if (!form.applyServerIssues(err)) showError(err);
    }
  };

  return (
    <Page
      testId="forgot-password"
      title={t('public.forgotPassword.title')}
      lead={sentTo ? undefined : t('public.forgotPassword.lead')}
    >
      {sentTo ? (
        <OutcomeToLogin testId="forgot-password-sent">
          {t('public.forgotPassword.sent', { email: sentTo })}
        </OutcomeToLogin>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} name="forgot-password" aria-busy={forgot.isPending}>
          <TextField
            label={t('public.form.email')}
            type="email"
            autoComplete="email"
            autoFocus
            {...form.bind('email')}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={forgot.isPending}>
            {t('public.forgotPassword.submit')}
          </button>
          <Actions>
            <LinkButton to="/login">{t('public.form.toLogin')}</LinkButton>
          </Actions>
        </form>
      )}
    </Page>
  );
}

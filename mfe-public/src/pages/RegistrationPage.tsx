import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@cadeau/ui/light';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { useRegister } from '../api/accounts';
import { useInvitationPreview, type InvitationPreview } from '../api/invitation';
import { currentLanguage } from '@cadeau/ui/i18n';
import { dismissErrors, showError } from '@cadeau/ui/toast';
import { enterNewSession } from '../api/session';
import { Actions, LinkButton, Outcome, OutcomeToLogin, Page } from '../components/Page';
import { InvitationProblem } from '../components/InvitationProblem';
import { errorKeyOf, useLinkToken } from '../components/token';
import { useForm } from '@cadeau/ui/form';
import { newPassword, repeatedPassword, required } from '../components/validation';
import { NewPasswordFields } from '../components/NewPasswordFields';

/**
 * /registration: accounts are created only through an invitation (`?token=` of the invitation mail) or by
 * registering an organisation. Without a token the page explains both ways.
 */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const preview = useInvitationPreview(token);

  if (!token) {
    return (
      <Page
        testId="registration"
        title={t('public.registration.byInvitationTitle')}
        lead={t('public.registration.byInvitation')}
      >
        <Actions>
          <LinkButton to="/register-organization" primary>
            {t('public.registration.registerOrganization')}
          </LinkButton>
          <LinkButton to="/login">{t('public.form.toLogin')}</LinkButton>
        </Actions>
      </Page>
    );
  }
  return (
    <Page testId="registration" title={t('public.registration.title')}>
      {preview.isPending ? (
        <Outcome testId="registration-loading">{t('public.invitation.loading')}</Outcome>
      ) : preview.isError ? (
        <InvitationProblem error={preview.error} />
      ) : preview.data.accountExists ? (
        // The address has an account already: joining is accepting, not registering.
        <>
          <Outcome testId="registration-account-exists">{t('public.invitation.loginToAccept')}</Outcome>
          <Actions>
            <LinkButton to={`/invitation?token=${encodeURIComponent(token)}`} primary>
              {t('public.invitation.accept')}
            </LinkButton>
          </Actions>
        </>
      ) : (
        <RegistrationForm token={token} invitation={preview.data} />
      )}
    </Page>
  );
}

function RegistrationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const { t } = useTranslation();
  const register = useRegister();
  const [done, setDone] = useState(false);
  const [gone, setGone] = useState<unknown>(null);
  const form = useForm({ firstName: '', lastName: '', password: '', passwordConfirmation: '' }, (v) => ({
    firstName: required(v.firstName),
    lastName: required(v.lastName),
    password: newPassword(v.password),
    passwordConfirmation: repeatedPassword(v.passwordConfirmation, v.password),
  }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || register.isPending) return;
    const v = form.values;
    try {
      await register.mutateAsync({
        token,
        email: invitation.email,
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        language: currentLanguage(),
        password: v.password,
        passwordConfirmation: v.passwordConfirmation,
      });
      dismissErrors();
      // The answer logged the new user in: on to the cockpit; if the user cannot be read now, the login.
      if (!(await enterNewSession())) setDone(true);
    } catch (err) {
      // The invitation was used or withdrawn meanwhile: the form cannot succeed any more (InvitationProblem
      // shows the toast then).
      if (errorKeyOf(err) === ErrorKeys.invitation.notFound) setGone(err);
      else showError(err);
    }
  };

  if (gone) return <InvitationProblem error={gone} />;
  if (done) {
    return <OutcomeToLogin testId="registration-done">{t('public.registration.done')}</OutcomeToLogin>;
  }
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} name="registration" aria-busy={register.isPending}>
      <p className="lead">
        {t('public.registration.invited', { organization: invitation.organizationName, email: invitation.email })}
      </p>
      <TextField
        label={t('public.form.email')}
        type="email"
        name="email"
        value={invitation.email}
        readOnly
        autoComplete="username"
      />
      <TextField label={t('public.form.firstName')} autoComplete="given-name" autoFocus {...form.bind('firstName')} />
      <TextField label={t('public.form.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
      <NewPasswordFields form={form} />
      <button type="submit" className="btn btn-primary btn-block" disabled={register.isPending}>
        {t('public.registration.submit')}
      </button>
    </form>
  );
}

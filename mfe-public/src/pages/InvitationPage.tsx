import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { TextField } from '@cadeau/ui/light';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { ApiError, useLogout, useMyUser } from '@cadeau/ui/api';
import {
  useAcceptInvitation,
  useInvitationPreview,
  type AcceptedInvitation,
  type InvitationPreview,
} from '../api/invitation';
import { navigate, saveRedirect } from '@cadeau/ui/navigation';
import { showError, translateErrorKey } from '@cadeau/ui/toast';
import { Actions, LinkButton, Outcome, Page } from '../components/Page';
import { InvitationProblem } from '../components/InvitationProblem';
import { errorKeyOf, useLinkToken } from '../components/token';
import { useForm } from '@cadeau/ui/form';
import { email, required } from '../components/validation';

/**
 * /invitation?token=: the link of the invitation mail. Shows who invites whom; a logged-in user accepts with
 * one click, an existing account by its e-mail and password; a new address goes straight on to the
 * registration form (/registration, issue 9), which says who invites whom as well.
 */
export default function InvitationPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const preview = useInvitationPreview(token);
  const me = useMyUser();
  const [accepted, setAccepted] = useState<{ result: AcceptedInvitation; loggedIn: boolean } | null>(null);

  let body;
  if (!token) body = <InvitationProblem error={new ApiError(400, ErrorKeys.invitation.idMissing)} />;
  else if (preview.isPending || me.isPending)
    body = <Outcome testId="invitation-loading">{t('public.invitation.loading')}</Outcome>;
  else if (preview.isError) body = <InvitationProblem error={preview.error} />;
  else if (accepted) body = <AcceptedView {...accepted} />;
  else {
    const invitation = preview.data;
    const onAccepted = (result: AcceptedInvitation, loggedIn: boolean) => setAccepted({ result, loggedIn });
    body = (
      <>
        <p className="lead" data-testid="invitation-summary">
          {t('public.invitation.what', { email: invitation.email, organization: invitation.organizationName })}
        </p>
        {me.data && me.data.email.toLowerCase() !== invitation.email.toLowerCase() ? (
          <SwitchAccount token={token} invitedEmail={invitation.email} />
        ) : me.data ? (
          <AcceptAsUser token={token} email={me.data.email} onAccepted={(r) => onAccepted(r, true)} />
        ) : invitation.accountExists ? (
          <AcceptWithPassword token={token} invitation={invitation} onAccepted={(r) => onAccepted(r, false)} />
        ) : (
          <Redirect to={`/registration?token=${encodeURIComponent(token)}`} replace />
        )}
      </>
    );
  }
  return (
    <Page testId="invitation" title={t('public.invitation.title')}>
      {body}
    </Page>
  );
}

/** Errors after which accepting cannot work with this link any more. */
function isFinal(err: unknown): boolean {
  const key = errorKeyOf(err);
  return (
    key === ErrorKeys.invitation.notFound ||
    key === ErrorKeys.invitation.userAlreadyInOrganization ||
    key === ErrorKeys.invitation.organizationLinkingFailed
  );
}

function AcceptAsUser({
  token,
  email: myEmail,
  onAccepted,
}: {
  token: string;
  email: string;
  onAccepted: (r: AcceptedInvitation) => void;
}) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const [final, setFinal] = useState<unknown>(null);
  const onAccept = async () => {
    if (accept.isPending) return;
    try {
      onAccepted(await accept.mutateAsync({ token }));
    } catch (err) {
      if (isFinal(err)) setFinal(err);
      else showError(err);
    }
  };
  if (final) return <InvitationProblem error={final} />;
  return (
    <Actions>
      <button type="button" className="btn btn-primary" onClick={() => void onAccept()} disabled={accept.isPending}>
        {t('public.invitation.acceptLoggedIn', { email: myEmail })}
      </button>
    </Actions>
  );
}

/**
 * Logged in as someone else than the invited address (spec section 8: "log in or switch account"): log out,
 * and come back to this link after logging in as the invited account (the `redirect` cookie).
 */
function SwitchAccount({ token, invitedEmail }: { token: string; invitedEmail: string }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const onSwitch = () => {
    saveRedirect(`/invitation?token=${encodeURIComponent(token)}`);
    logout.mutate();
  };
  return (
    <>
      <Outcome testId="invitation-other-account" tone="error">
        {translateErrorKey('error.invitation.userNotAuthorized')}
      </Outcome>
      <Actions>
        <button type="button" className="btn btn-primary" onClick={onSwitch} disabled={logout.isPending}>
          {t('public.invitation.switchAccount', { email: invitedEmail })}
        </button>
      </Actions>
    </>
  );
}

function AcceptWithPassword({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationPreview;
  onAccepted: (r: AcceptedInvitation) => void;
}) {
  const { t } = useTranslation();
  const accept = useAcceptInvitation();
  const [final, setFinal] = useState<unknown>(null);
  const form = useForm({ email: invitation.email, password: '' }, (v) => ({
    email: email(v.email),
    password: required(v.password),
  }));
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || accept.isPending) return;
    try {
      onAccepted(await accept.mutateAsync({ token, email: form.values.email.trim(), password: form.values.password }));
    } catch (err) {
      if (isFinal(err)) setFinal(err);
      else showError(err);
    }
  };
  if (final) return <InvitationProblem error={final} />;
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} name="accept-invitation" aria-busy={accept.isPending}>
      <p>{t('public.invitation.loginToAccept')}</p>
      <TextField label={t('public.form.email')} type="email" autoComplete="username" {...form.bind('email')} />
      <TextField
        label={t('public.form.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        {...form.bind('password')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={accept.isPending}>
        {t('public.invitation.accept')}
      </button>
    </form>
  );
}

function AcceptedView({ result, loggedIn }: { result: AcceptedInvitation; loggedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Outcome testId="invitation-accepted">
        {t(loggedIn ? 'public.invitation.acceptedLoggedIn' : 'public.invitation.acceptedLogin', {
          organization: result.organizationName,
        })}
      </Outcome>
      <Actions>
        {loggedIn ? (
          <button type="button" className="btn btn-primary" onClick={() => navigate('/cockpit')}>
            {t('public.invitation.toCockpit')}
          </button>
        ) : (
          <LinkButton to="/login" primary>
            {t('public.form.toLogin')}
          </LinkButton>
        )}
      </Actions>
    </>
  );
}

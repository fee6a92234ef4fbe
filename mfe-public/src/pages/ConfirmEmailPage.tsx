import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { useConfirmEmail, useResendConfirmation } from '../api/accounts';
import { showError } from '@cadeau/ui/toast';
import { Actions, LinkButton, Outcome, Page } from '../components/Page';
import { LinkProblem } from '../components/LinkProblem';
import { errorKeyOf, isTokenRefused, useLinkToken } from '../components/token';
import { enterNewSession } from '../api/session';

type State = 'confirming' | 'confirmed' | 'alreadyConfirmed' | 'expired' | 'resent' | 'notFound' | 'failed';

const STATE_OF_ERROR: Record<string, State> = {
  [ErrorKeys.confirmation.alreadyConfirmed]: 'alreadyConfirmed',
  [ErrorKeys.confirmation.expired]: 'expired',
  [ErrorKeys.confirmation.notFound]: 'notFound',
};

/**
 * /confirm-email?token=: the link of the confirmation mail. Opening it confirms (the link is the proof) and
 * logs the person in: they land in the cockpit (issue 9). An expired link offers a new mail, sent by the same
 * token, so the person need not type their address; a truncated or unknown link says what to do instead.
 */
export default function ConfirmEmailPage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const confirm = useConfirmEmail();
  const resend = useResendConfirmation();
  const [state, setState] = useState<State>(token ? 'confirming' : 'notFound');
  // One call per token, even when React runs the effect twice (StrictMode) or the page re-renders.
  const started = useRef<string | null>(null);

  const run = (value: string) =>
    confirm.mutateAsync(value).then(
      // The answer logged the person in: on to the cockpit. Without a session (a blocked account), or if the
      // user cannot be read now, the page says it is confirmed and offers the login.
      async () => {
        if (!(await enterNewSession())) setState('confirmed');
      },
      (err: unknown) => {
        // A token the server refuses as malformed is, for the person, simply not a valid link.
        if (isTokenRefused(err)) return setState('notFound');
        const s = STATE_OF_ERROR[errorKeyOf(err) ?? ''];
        // Expired is an expected step with its own button, not a failure to shout about.
        if (s !== 'expired') showError(err);
        setState(s ?? 'failed');
      },
    );

  useEffect(() => {
    if (!token || started.current === token) return;
    started.current = token;
    void run(token);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per token (see `started`)
  }, [token]);

  const onResend = async () => {
    if (!token || resend.isPending) return;
    try {
      await resend.mutateAsync({ token });
      setState('resent');
    } catch (err) {
      showError(err);
    }
  };

  const text: Record<Exclude<State, 'notFound'>, string> = {
    confirming: t('public.confirmEmail.confirming'),
    confirmed: t('public.confirmEmail.confirmed'),
    alreadyConfirmed: t('public.confirmEmail.alreadyConfirmed'),
    expired: t('public.confirmEmail.expired'),
    resent: t('public.confirmEmail.resent'),
    failed: t('error.unknown'),
  };

  if (state === 'notFound') {
    return (
      <Page testId="confirm-email" title={t('public.confirmEmail.title')}>
        <LinkProblem
          testId="confirm-email-notFound"
          message={t('public.confirmEmail.notFound')}
          help={t('public.confirmEmail.notFoundHelp')}
        >
          <LinkButton to="/login" primary>
            {t('public.form.toLogin')}
          </LinkButton>
        </LinkProblem>
      </Page>
    );
  }
  return (
    <Page testId="confirm-email" title={t('public.confirmEmail.title')}>
      <Outcome testId={`confirm-email-${state}`} tone={state === 'failed' ? 'error' : 'info'}>
        {state === 'confirming' ? (
          <span
            className="spinner"
            aria-hidden="true"
            style={{ display: 'inline-block', width: 14, height: 14, marginRight: 8, verticalAlign: 'middle' }}
          />
        ) : null}
        {text[state]}
      </Outcome>
      {state === 'expired' ? (
        <Actions>
          <button type="button" className="btn btn-primary" onClick={() => void onResend()} disabled={resend.isPending}>
            {t('public.confirmEmail.resend')}
          </button>
        </Actions>
      ) : state === 'failed' && token ? (
        <Actions>
          <button type="button" className="btn btn-primary" onClick={() => (setState('confirming'), void run(token))}>
            {t('common.retry')}
          </button>
        </Actions>
      ) : state !== 'confirming' ? (
        <Actions>
          <LinkButton to="/login" primary={state === 'confirmed' || state === 'alreadyConfirmed'}>
            {t('public.form.toLogin')}
          </LinkButton>
        </Actions>
      ) : null}
    </Page>
  );
}

import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { EmailChangeStatus } from '@cadeau/contracts';
import { useCancelEmailChangeByToken, useConfirmEmailChange } from '../api/accounts';
import { dismissErrors, showError } from '@cadeau/ui/toast';
import { Actions, LinkButton, OutcomeToLogin, Page } from '../components/Page';
import { LinkProblem } from '../components/LinkProblem';
import { errorKeyOf, isTokenRefused, useLinkToken } from '../components/token';

type Result = { kind: 'confirmed'; status: EmailChangeStatus } | { kind: 'cancelled' } | { kind: 'error'; key: string };

/**
 * /email-change?token=: the links of the two e-mail change mails. `action=cancel` (mail to the old address)
 * cancels the change; otherwise the link confirms its side. Both need a click: a mail scanner following the
 * link must not confirm or cancel anything.
 */
export default function EmailChangePage() {
  const { t } = useTranslation();
  const token = useLinkToken();
  const [params] = useSearchParams();
  const cancelling = params.get('action') === 'cancel';
  const confirm = useConfirmEmailChange();
  const cancel = useCancelEmailChangeByToken();
  const [outcome, setOutcome] = useState<Result | null>(
    token ? null : { kind: 'error', key: 'public.emailChange.missingToken' },
  );
  const pending = confirm.isPending || cancel.isPending;

  const onAct = async () => {
    if (!token || pending) return;
    try {
      if (cancelling) {
        await cancel.mutateAsync(token);
        setOutcome({ kind: 'cancelled' });
      } else {
        setOutcome({ kind: 'confirmed', status: await confirm.mutateAsync(token) });
      }
      dismissErrors();
    } catch (err) {
      // A token the server refuses as malformed is, for the person, simply an incomplete link.
      if (isTokenRefused(err)) return setOutcome({ kind: 'error', key: 'public.emailChange.missingToken' });
      showError(err);
      // The link's own errors (not found, expired, already confirmed) end the page; network trouble may retry.
      const key = errorKeyOf(err);
      if (key?.startsWith('error.emailChange.')) setOutcome({ kind: 'error', key });
    }
  };

  const message = (o: Result): string => {
    if (o.kind === 'cancelled') return t('public.emailChange.cancelled');
    if (o.kind === 'error') return t(o.key);
    const s = o.status;
    if (s.completed) return t('public.emailChange.completed', { email: s.newEmail ?? '' });
    return s.newConfirmed
      ? t('public.emailChange.waitingOld')
      : t('public.emailChange.waitingNew', { email: s.newEmail ?? '' });
  };

  return (
    <Page
      testId="email-change"
      title={t('public.emailChange.title')}
      lead={outcome ? undefined : t(cancelling ? 'public.emailChange.cancelLead' : 'public.emailChange.confirmLead')}
    >
      {outcome?.kind === 'error' ? (
        <LinkProblem testId="email-change-error" message={message(outcome)} help={t('public.emailChange.linkHelp')}>
          <LinkButton to="/login" primary>
            {t('public.form.toLogin')}
          </LinkButton>
        </LinkProblem>
      ) : outcome ? (
        <OutcomeToLogin testId={`email-change-${outcome.kind}`}>{message(outcome)}</OutcomeToLogin>
      ) : (
        <Actions>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void onAct()}
            disabled={pending}
            aria-busy={pending}
          >
            {t(cancelling ? 'public.emailChange.cancel' : 'public.emailChange.confirm')}
          </button>
        </Actions>
      )}
    </Page>
  );
}

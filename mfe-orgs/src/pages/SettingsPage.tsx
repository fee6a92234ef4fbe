import { useId, useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import type { Session } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { useListState } from '@cadeau/ui/list';
import { useEndOtherSessions, useEndSession, useSessions } from '../api/sessions';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { ErrorState, OkCancelDialog, PageTitle, Panel, Stack } from '@cadeau/ui/cockpit';
import { SessionsTable, sessionLabels } from '../components/SessionsTable';

/**
 * /cockpit/my-settings: the user's active sessions, a page at a time; each can be ended, or all but this
 * device's at once (after a confirmation).
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const id = useId();
  const { data: user } = useMyUser();
  const state = useListState({ sort: 'lastSeenAt', order: 'desc', pageSize: 10 });
  const sessions = useSessions(user?.id, state.params);
  const endSession = useEndSession();
  const endOthers = useEndOtherSessions();
  const [confirming, setConfirming] = useState<Session | null>(null);
  const [confirmingOthers, setConfirmingOthers] = useState(false);
  // Besides this device's own session there is something to end (on this page or another).
  const others = (sessions.data?.total ?? 0) > 1;

  const end = async () => {
    if (!user || !confirming) return;
    try {
      await endSession.mutateAsync({ userId: user.id, sessionId: confirming.id });
      setConfirming(null);
      showSuccess(t('settings.sessions.ended'));
    } catch (err) {
      showError(err);
    }
  };

  const endAllOthers = async () => {
    if (!user) return;
    try {
      const { ended } = await endOthers.mutateAsync(user.id);
      setConfirmingOthers(false);
      state.setPage(1, state.params.pageSize);
      showSuccess(t('settings.sessions.endedOthers', { count: ended }));
    } catch (err) {
      showError(err);
    }
  };

  return (
    <Stack vertical maxWidth={1100} testId="settings-page">
      <PageTitle title={t('settings.title')} />
      <Panel title={t('settings.sessions.title')}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'baseline', marginBottom: 16 }}>
          <p style={{ margin: 0, flex: '1 1 320px' }}>{t('settings.sessions.description')}</p>
          {others && (
            <Button danger onClick={() => setConfirmingOthers(true)} data-testid="end-other-sessions">
              {t('settings.sessions.endOthers')}
            </Button>
          )}
        </div>
        {sessions.isPending ? (
          <Spin />
        ) : sessions.isError ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <SessionsTable state={state} query={sessions} onEnd={setConfirming} />
        )}
      </Panel>
      {/* The dialogs open on Cancel, keep the focus while open and return it to the button afterwards. */}
      <OkCancelDialog
        open={!!confirming}
        title={t('settings.sessions.endConfirmTitle')}
        okText={t('settings.sessions.end')}
        okTestId="confirm-end-session"
        busy={endSession.isPending}
        danger
        cancelId={`${id}-end-cancel`}
        focusId={`${id}-end-cancel`}
        onOk={() => void end()}
        onCancel={() => setConfirming(null)}
      >
        <p>
          {confirming?.current ? t('settings.sessions.endConfirmThisDevice') : t('settings.sessions.endConfirmText')}
        </p>
        {confirming && (
          <p>
            {sessionLabels(confirming, t).device} · {sessionLabels(confirming, t).browser} · {confirming.ip}
          </p>
        )}
      </OkCancelDialog>
      <OkCancelDialog
        open={confirmingOthers}
        title={t('settings.sessions.endOthersConfirmTitle')}
        okText={t('settings.sessions.endOthers')}
        okTestId="confirm-end-other-sessions"
        busy={endOthers.isPending}
        danger
        cancelId={`${id}-others-cancel`}
        focusId={`${id}-others-cancel`}
        onOk={() => void endAllOthers()}
        onCancel={() => setConfirmingOthers(false)}
      >
        <p>{t('settings.sessions.endOthersConfirmText')}</p>
      </OkCancelDialog>
    </Stack>
  );
}

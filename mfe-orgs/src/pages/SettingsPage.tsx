import { useState } from 'react';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import type { Session } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { useEndSession, useSessions } from '../api/sessions';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { ErrorState, PageTitle, Panel } from '@cadeau/ui/cockpit';
import { SessionsTable } from '../components/SessionsTable';

/** /cockpit/my-settings: the user's active sessions, each of which can be ended (after a confirmation). */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const sessions = useSessions(user?.id);
  const endSession = useEndSession();
  const [confirming, setConfirming] = useState<Session | null>(null);

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

  return (
    <div data-testid="settings-page" style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 1100 }}>
      <PageTitle title={t('settings.title')} />
      <Panel title={t('settings.sessions.title')}>
        <p style={{ marginTop: 0 }}>{t('settings.sessions.description')}</p>
        {sessions.isPending ? (
          <Spin />
        ) : sessions.isError ? (
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : (
          <SessionsTable sessions={sessions.data} onEnd={setConfirming} />
        )}
      </Panel>
      {/* antd's Modal traps the focus while open and returns it to the button afterwards. */}
      <Modal
        open={!!confirming}
        title={t('settings.sessions.endConfirmTitle')}
        okText={t('settings.sessions.end')}
        okButtonProps={{ danger: true, loading: endSession.isPending, 'data-testid': 'confirm-end-session' }}
        cancelText={t('common.cancel')}
        onOk={end}
        onCancel={() => setConfirming(null)}
        destroyOnHidden
      >
        <p>
          {confirming?.current ? t('settings.sessions.endConfirmThisDevice') : t('settings.sessions.endConfirmText')}
        </p>
        {confirming && (
          <p>
            {confirming.device} · {confirming.browser} · {confirming.ip}
          </p>
        )}
      </Modal>
    </div>
  );
}

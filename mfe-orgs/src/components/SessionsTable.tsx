import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Session } from '@cadeau/contracts';
import { EmptyState } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { ListTable } from '@cadeau/ui/list';

/**
 * The sessions of the logged-in user (the server sends them whole), this device marked; each can be ended.
 * A platform administrator also sees the impersonations it opened, with whom they act as (issue 8).
 */
export function SessionsTable({ sessions, onEnd }: { sessions: Session[]; onEnd: (s: Session) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (!sessions.length) return <EmptyState>{t('settings.sessions.empty')}</EmptyState>;
  return (
    <ListTable<Session>
      rows={sessions}
      caption={t('settings.sessions.title')}
      testId="sessions-table"
      rowTestId="session-row"
      rowProps={(s) => ({ 'data-current': s.current || undefined })}
      columns={[
        {
          key: 'device',
          title: t('settings.sessions.device'),
          render: (s) => (
            <>
              {s.device}
              {s.current && (
                <Tag color="green" style={{ marginInlineStart: 8 }} data-testid="this-device">
                  {t('settings.sessions.thisDevice')}
                </Tag>
              )}
              {s.impersonating && (
                <Tag color="gold" style={{ marginInlineStart: 8 }} data-testid="session-impersonating">
                  {t('settings.sessions.impersonating', { email: s.impersonating.email })}
                </Tag>
              )}
            </>
          ),
        },
        { key: 'browser', title: t('settings.sessions.browser'), dataIndex: 'browser' },
        { key: 'ip', title: t('settings.sessions.ip'), dataIndex: 'ip' },
        {
          key: 'createdAt',
          title: t('settings.sessions.createdAt'),
          render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.createdAt, lang)}</span>,
        },
        {
          key: 'lastSeenAt',
          title: t('settings.sessions.lastSeenAt'),
          render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.lastSeenAt, lang)}</span>,
        },
        {
          key: 'actions',
          title: t('settings.sessions.actions'),
          hiddenTitle: true,
          align: 'end',
          render: (s) => (
            <Button
              danger
              onClick={() => onEnd(s)}
              aria-label={`${t('settings.sessions.end')}: ${s.device}, ${s.browser}, ${s.ip}`}
            >
              {t('settings.sessions.end')}
            </Button>
          ),
        },
      ]}
    />
  );
}

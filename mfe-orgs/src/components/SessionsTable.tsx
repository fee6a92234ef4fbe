import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Page, Session } from '@cadeau/contracts';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { ListTable, type ListState } from '@cadeau/ui/list';

/** Device and browser as the server recognised them, or "unknown" in the reader's language. */
export function sessionLabels(s: Session, t: (key: string) => string) {
  return {
    device: s.device ?? t('settings.sessions.unknownDevice'),
    browser: s.browser ?? t('settings.sessions.unknownBrowser'),
  };
}

/**
 * The sessions of the logged-in user, a page at a time from the server (searchable by device, browser and IP,
 * sortable by login and last use), this device marked; each can be ended. A platform administrator also sees
 * the impersonations it opened, with whom they act as (issue 8).
 */
export function SessionsTable({
  state,
  query,
  onEnd,
}: {
  state: ListState;
  query: { data?: Page<Session>; isFetching: boolean };
  onEnd: (s: Session) => void;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <ListTable<Session>
      state={state}
      query={query}
      search
      caption={t('settings.sessions.title')}
      empty={t('settings.sessions.empty')}
      testId="sessions-table"
      rowTestId="session-row"
      rowProps={(s) => ({ 'data-current': s.current || undefined })}
      columns={[
        {
          key: 'device',
          title: t('settings.sessions.device'),
          render: (s) => (
            <>
              <span data-testid="session-device">{sessionLabels(s, t).device}</span>
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
        {
          key: 'browser',
          title: t('settings.sessions.browser'),
          render: (s) => <span data-testid="session-browser">{sessionLabels(s, t).browser}</span>,
        },
        { key: 'ip', title: t('settings.sessions.ip'), dataIndex: 'ip' },
        {
          key: 'createdAt',
          title: t('settings.sessions.createdAt'),
          sorter: true,
          render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.createdAt, lang)}</span>,
        },
        {
          key: 'lastSeenAt',
          title: t('settings.sessions.lastSeenAt'),
          sorter: true,
          render: (s) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(s.lastSeenAt, lang)}</span>,
        },
        {
          key: 'actions',
          title: t('settings.sessions.actions'),
          hiddenTitle: true,
          align: 'end',
          render: (s) => {
            const { device, browser } = sessionLabels(s, t);
            return (
              <Button
                danger
                onClick={() => onEnd(s)}
                aria-label={`${t('settings.sessions.end')}: ${device}, ${browser}, ${s.ip}`}
              >
                {t('settings.sessions.end')}
              </Button>
            );
          },
        },
      ]}
    />
  );
}

import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Notification } from '@cadeau/contracts';
import { useMarkNotifications, useNotifications } from '@cadeau/ui/api';
import { EmptyState, Panel, SecondaryText } from '@cadeau/ui/cockpit';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage, notificationDetail, notificationText } from '@cadeau/ui/i18n';
import { showError } from '@cadeau/ui/toast';
import { itemStyle, listStyle, secondaryStyle } from './list-styles';

/** How many of the latest notifications the dashboard shows; the bell in the header keeps the longer list. */
export const NOTIFICATIONS_SHOWN = 5;

/**
 * The latest notifications, in the same words as the header's bell (`notificationText`) and from the same
 * query, so a notification pushed over the socket or read in the bell updates both. Unread ones are bold with a
 * dot and a spoken "unread"; opening one that leads somewhere marks it as read.
 */
export function NotificationsPanel() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { data, isPending } = useNotifications();
  const mark = useMarkNotifications();
  const lang = currentLanguage();
  const unread = data?.unreadCount ?? 0;
  const items = (data?.items ?? []).slice(0, NOTIFICATIONS_SHOWN);
  const markRead = (n: Notification) => {
    if (!n.readAt) mark.mutate({ ids: [n.id], read: true }, { onError: showError });
  };
  return (
    <Panel title={t('layout.notifications.title')} testId="dashboard-notifications">
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 8,
          marginBottom: 8,
        }}
      >
        <SecondaryText data-testid="dashboard-unread-count">
          {t('campaigns.dashboard.notifications.unread', { count: unread })}
        </SecondaryText>
        {/* The bell's control: antd's link button, one control style in the cockpit (issue 9). */}
        <Button
          size="small"
          type="link"
          data-testid="dashboard-notifications-read-all"
          disabled={!unread || mark.isPending}
          onClick={() => mark.mutate({ all: true, read: true }, { onError: showError })}
        >
          {t('layout.notifications.markAllRead')}
        </Button>
      </div>
      {isPending ? null : !items.length ? (
        <EmptyState testId="dashboard-notifications-empty">{t('layout.notifications.empty')}</EmptyState>
      ) : (
        <ul style={listStyle}>
          {items.map((n) => {
            const text = notificationText(t, n);
            return (
              <li
                key={n.id}
                style={itemStyle(token)}
                data-testid="dashboard-notification"
                data-unread={!n.readAt || undefined}
              >
                <span style={{ fontWeight: n.readAt ? 400 : 600 }}>
                  {!n.readAt && (
                    <>
                      <span
                        aria-hidden="true"
                        style={{
                          display: 'inline-block',
                          width: 8,
                          height: 8,
                          borderRadius: 4,
                          background: token.colorPrimary,
                          marginInlineEnd: 8,
                        }}
                      />
                      <span className="visually-hidden">{`${t('campaigns.dashboard.notifications.unreadMark')}: `}</span>
                    </>
                  )}
                  {n.path ? (
                    <Link to={n.path} onClick={() => markRead(n)}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                </span>
                {/* The person's e-mail address as a secondary detail under the name, then the date. */}
                <span style={secondaryStyle(token)}>
                  {[notificationDetail(n), formatDateTime(n.createdAt, lang)].filter(Boolean).join(' · ')}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

import { useEffect } from 'react';
import Button from 'antd/es/button';
import BellOutlined from '@ant-design/icons/BellOutlined';
import { useTranslation } from 'react-i18next';
import type { Notification } from '@cadeau/contracts';
import { addPushedNotification, useMarkNotifications, useNotifications } from '@cadeau/ui/api';
import { currentLanguage, notificationDetail, notificationText } from '@cadeau/ui/i18n';
import { formatDateTime } from '@cadeau/ui/format';
import { navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';
import { Popover } from './Popover';

/** Background of the unread count (white text on it: 5.6:1). */
export const NOTIFICATION_BADGE_RED = '#c62828';

/** Pushed notifications arrive on the page's socket (the shell connects it after login). */
function useLiveNotifications() {
  useEffect(() => {
    let off: (() => void) | undefined;
    let cancelled = false;
    void import('@cadeau/ui/socket').then(({ socket, NOTIFICATION_EVENT }) => {
      if (cancelled) return;
      const handler = (n: Notification | null) => addPushedNotification(n);
      socket.on(NOTIFICATION_EVENT, handler);
      off = () => socket.off(NOTIFICATION_EVENT, handler);
    });
    return () => {
      cancelled = true;
      off?.();
    };
  }, []);
}

function NotificationList({ items, onOpen }: { items: Notification[]; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  if (!items.length) return <p style={{ margin: 0 }}>{t('layout.notifications.empty')}</p>;
  return (
    <ul
      style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 360, overflowY: 'auto', width: 320 }}
      data-testid="notification-list"
    >
      {items.map((n) => (
        <li key={n.id} style={{ padding: '8px 0', borderBottom: '1px solid rgba(128,128,128,0.2)' }}>
          <button
            type="button"
            className="link-button"
            data-closes-popup
            onClick={() => onOpen(n)}
            style={{
              all: 'unset',
              cursor: 'pointer',
              display: 'block',
              width: '100%',
              fontWeight: n.readAt ? 400 : 600,
            }}
            data-testid="notification"
            data-unread={!n.readAt || undefined}
          >
            {notificationText(t, n)}
            {/* The person's e-mail address as a secondary detail under the name, then the date. */}
            <span style={{ display: 'block', fontSize: 12, fontWeight: 400, opacity: 0.7 }}>
              {[notificationDetail(n), formatDateTime(n.createdAt, lang)].filter(Boolean).join(' · ')}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** The cockpit header's bell: unread count, the latest notifications, mark as read; live through the socket. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const mark = useMarkNotifications();
  useLiveNotifications();
  const unread = data?.unreadCount ?? 0;
  const open = (n: Notification) => {
    if (!n.readAt) mark.mutate({ ids: [n.id], read: true }, { onError: showError });
    if (n.path) navigate(n.path);
  };
  return (
    <Popover
      kind="dialog"
      label={t('layout.notifications.title')}
      button={{
        'data-testid': 'notification-bell',
        'aria-label': t('layout.notifications.bell', { count: unread }),
        children: (
          <span style={{ position: 'relative', display: 'inline-flex' }}>
            <BellOutlined style={{ fontSize: 18 }} />
            {unread > 0 && (
              // The count is in the button's accessible name already; this is its visual badge.
              <span
                aria-hidden="true"
                data-testid="notification-count"
                style={{
                  position: 'absolute',
                  top: -6,
                  insetInlineEnd: -10,
                  minWidth: 16,
                  height: 16,
                  padding: '0 4px',
                  borderRadius: 8,
                  // One red in both modes: the dark theme's error red (#dc5e5e, lightened to read as text on black)
                  // left the white count at 3.6:1; Material red 800 keeps it at 5.6:1 on light and dark headers.
                  background: NOTIFICATION_BADGE_RED,
                  color: '#fff',
                  fontSize: 10,
                  lineHeight: '16px',
                  textAlign: 'center',
                }}
              >
                {unread > 99 ? '99+' : unread}
              </span>
            )}
          </span>
        ),
      }}
    >
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          marginBottom: 8,
          fontWeight: 600,
        }}
      >
        <span>{t('layout.notifications.title')}</span>
        <Button
          size="small"
          type="link"
          disabled={!unread}
          data-testid="notifications-read-all"
          onClick={() => mark.mutate({ all: true, read: true }, { onError: showError })}
        >
          {t('layout.notifications.markAllRead')}
        </Button>
      </div>
      <NotificationList items={data?.items ?? []} onOpen={open} />
    </Popover>
  );
}

import type { TFunction } from 'i18next';
import type { Notification } from '@cadeau/contracts';

/**
 * A notification's text in the current language: its type is the text key (`notification.*`), its data the
 * values, an organisation status translated first. One function for every place that shows notifications
 * (the shell's bell, the dashboard), so they always read the same. Pass the `t` of `useTranslation()` so the
 * caller re-renders when the language changes.
 */
export function notificationText(t: TFunction, n: Pick<Notification, 'type' | 'data'>): string {
  const status =
    typeof n.data.status === 'string' ? t(`profile.statusNames.${n.data.status}`, { defaultValue: n.data.status }) : '';
  return t(n.type, { ...(n.data as Record<string, string>), status, defaultValue: n.type });
}

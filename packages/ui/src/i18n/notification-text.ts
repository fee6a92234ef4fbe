import type { TFunction } from 'i18next';
import type { Notification } from '@cadeau/contracts';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * A notification's text in the current language: its type is the text key (`notification.*`), its data the
 * values, an organisation status translated first. One function for every place that shows notifications
 * (the shell's bell, the dashboard), so they always read the same. Pass the `t` of `useTranslation()` so the
 * caller re-renders when the language changes. A person is named by name; notifications stored before they
 * carried one (only `email`) name the person by the address instead of leaving a gap.
 */
export function notificationText(t: TFunction, n: Pick<Notification, 'type' | 'data'>): string {
  const status =
    typeof n.data.status === 'string' ? t(`profile.statusNames.${n.data.status}`, { defaultValue: n.data.status }) : '';
  const name = text(n.data.name) || text(n.data.email);
  // A type may word the notification differently when it names a person (`<type>_named`, i18next's context)
  // or confirms the reader's own act (`<type>_own`, product news, `byYou`); one without that variant, or a
  // notification stored before it carried the person, reads the plain text.
  const context = n.data.byYou === true ? 'own' : name ? 'named' : undefined;
  return t(n.type, {
    ...(n.data as Record<string, string>),
    status,
    name,
    context,
    defaultValue: n.type,
  });
}

/**
 * The secondary detail of a notification that names a person: their e-mail address, shown smaller under the
 * text (with the date), so the name leads and the address is still there to tell two people of one name
 * apart. Null when the text names nobody by name (then the address, if any, is the text itself).
 */
export function notificationDetail(n: Pick<Notification, 'data'>): string | null {
  const email = text(n.data.email);
  return text(n.data.name) && email ? email : null;
}

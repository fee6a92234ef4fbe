import { formatDate } from '@cadeau/ui/format';
import type { Language } from '@cadeau/ui/i18n';

/** An ISO day (`2024-01-01`) as the language shows dates; read at local noon so no time zone moves the day. */
export const formatDay = (day: string, lang: Language) => formatDate(`${day}T12:00:00`, lang);

/** Today in the browser's time zone as `YYYY-MM-DD` (only to mark rates; the server judges in Swiss time). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

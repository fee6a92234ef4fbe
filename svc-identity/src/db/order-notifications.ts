import { settingDefByKey, type OrderNotificationFactsAnswer } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { defaultOf } from '../domain/settings';

const SEND = 'Orders.SendNotificationMails';
const MAILS = 'Orders.NotificationMails';

/**
 * Where an organisation's order notifications go (svc-catalog asks for its `orderPlaced` mail): the order
 * settings in force for it (their defaults when never set) and its unblocked admins with their languages, the
 * longest-standing member first (svc-catalog takes that one's language as the organisation's).
 */
export async function orderNotificationFacts(
  db: Knex,
  organizationId: string,
  production: boolean,
): Promise<OrderNotificationFactsAnswer> {
  const rows: { key: string; value: unknown }[] = await db('settings')
    .where({ scope: 'organization', organization_id: organizationId })
    .whereIn('key', [SEND, MAILS])
    .select('key', 'value');
  const valueOf = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row ? row.value : defaultOf(settingDefByKey(key)!, production);
  };
  const mails = valueOf(MAILS);
  const admins: { email: string; language: 'de' | 'en' }[] = await db('memberships as m')
    .join('users as u', 'u.id', 'm.user_id')
    .where('m.organization_id', organizationId)
    .whereRaw(`'admin' = any(m.roles)`)
    .where('u.blocked', false)
    .orderBy([{ column: 'm.created_at' }, { column: 'u.id' }])
    .select('u.email', 'u.language');
  return {
    sendNotificationMails: valueOf(SEND) !== false,
    notificationMails: Array.isArray(mails) ? mails.filter((m): m is string => typeof m === 'string') : [],
    admins,
  };
}

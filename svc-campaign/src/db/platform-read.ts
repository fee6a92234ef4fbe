import { PLATFORM_TASKS_SHOWN, platformTaskKinds, type PlatformTaskKind } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { StatisticsRows } from '../domain/platform-statistics';

export interface TaskRow {
  kind: PlatformTaskKind;
  id: string;
  title: string | { de: string; en: string };
  organization_name: string | null;
  since: Date;
  amount_rappen: string | null;
}

/** Deposits still to pay are overdue the day after their due date (Zurich). */
const OPEN_INVOICE = `status in ('open', 'partialPaid', 'reopened')`;

/**
 * Everything that waits for an administrator, oldest first (the oldest PLATFORM_TASKS_SHOWN of each kind), and how
 * many of each kind there are: organisations, products and campaigns to review, deposits past their due date, payout
 * requests not paid out yet, open conversations, bank payments to assign, contact forms to answer. One statement, so
 * the list and the counts agree.
 */
export async function platformTaskRows(
  db: Knex,
  today: string,
): Promise<{ rows: TaskRow[]; counts: Record<PlatformTaskKind, number> }> {
  const { rows } = await db.raw<{ rows: (TaskRow & { total: number })[] }>(
    `with tasks as (
       select 'organizationReview' as kind, id, to_jsonb(name) as title, null::text as organization_name, since,
              null::bigint as amount_rappen
         from platform_organizations where status = 'pending'
       union all
       select 'productReview', p.id, p.name, o.name, p.since, null
         from platform_products p left join platform_organizations o on o.id = p.organization_id
        where p.status = 'pending'
       union all
       select 'campaignReview', id, to_jsonb(name), organization_name, coalesce(released_at, updated_at), null
         from campaigns where status = 'pending'
       union all
       select 'depositOverdue', i.id, to_jsonb(i.number), o.name,
              (i.due_date + 1)::timestamp at time zone 'Europe/Zurich', i.open_rappen
         from platform_invoices i left join platform_organizations o on o.id = i.organization_id
        where i.type = 'deposit' and i.${OPEN_INVOICE} and i.due_date < ?::date
       union all
       select 'payoutRequest', i.id, to_jsonb(i.number), o.name, i.since, i.amount_rappen
         from platform_invoices i left join platform_organizations o on o.id = i.organization_id
        where i.type = 'payout' and i.status not in ('paidOut', 'paid')
       union all
       select 'conversationOpen', c.id, to_jsonb(coalesce(o.name, '')), o.name, c.since, null
         from platform_conversations c left join platform_organizations o on o.id = c.organization_id
        where c.status = 'open' and coalesce(c.turn, 'platform') = 'platform'
       union all
       select 'bankPaymentUnmatched', id, to_jsonb(coalesce(debtor_name, bank_reference)), null, since,
              unassigned_rappen
         from platform_bank_payments where status = 'unmatched' and unassigned_rappen > 0
       union all
       select 'contactUnanswered', id, to_jsonb(name), null, since, null
         from platform_contacts where status = 'open'
     )
     select * from (
       select kind, id, title, organization_name, since, amount_rappen,
              count(*) over (partition by kind)::int as total,
              row_number() over (partition by kind order by since, id) as rank
         from tasks
     ) ranked where rank <= ? order by since, kind, id`,
    [today, PLATFORM_TASKS_SHOWN],
  );
  const counts = Object.fromEntries(platformTaskKinds.map((k) => [k, 0])) as Record<PlatformTaskKind, number>;
  for (const r of rows) counts[r.kind] = r.total;
  return { rows, counts };
}

/** A half-open range of instants: the Zurich days `from` … `to`. */
export interface InstantRange {
  from: string;
  to: string;
}

const inRange = (column: string) =>
  `${column} >= (?::date)::timestamp at time zone 'Europe/Zurich'
   and ${column} < ((?::date) + 1)::timestamp at time zone 'Europe/Zurich'`;

/** How many rows of `table` have `column` in each range, and the sum of `amount` when given. */
async function countIn(
  db: Knex,
  table: string,
  column: string,
  ranges: [InstantRange, InstantRange],
  where = 'true',
  amount: string | null = null,
): Promise<{ count: [number, number]; amount: [number, number] }> {
  const { rows } = await db.raw<{ rows: { c0: number; c1: number; a0: string; a1: string }[] }>(
    `select count(*) filter (where ${inRange(column)})::int as c0,
            count(*) filter (where ${inRange(column)})::int as c1,
            ${amount ? `coalesce(sum(${amount}) filter (where ${inRange(column)}), 0)::bigint` : '0::bigint'} as a0,
            ${amount ? `coalesce(sum(${amount}) filter (where ${inRange(column)}), 0)::bigint` : '0::bigint'} as a1
       from ${table}
      where ${where}
        -- Both periods together, so an index on the column finds the rows (recipients: thousands per campaign).
        and ${column} >= (least(?::date, ?::date))::timestamp at time zone 'Europe/Zurich'
        and ${column} < (greatest(?::date, ?::date) + 1)::timestamp at time zone 'Europe/Zurich'`,
    [
      ranges[0].from,
      ranges[0].to,
      ranges[1].from,
      ranges[1].to,
      ...(amount ? [ranges[0].from, ranges[0].to, ranges[1].from, ranges[1].to] : []),
      ranges[0].from,
      ranges[1].from,
      ranges[0].to,
      ranges[1].to,
    ],
  );
  const r = rows[0]!;
  return { count: [r.c0, r.c1], amount: [Number(r.a0), Number(r.a1)] };
}

const grouped = async (db: Knex, sql: string, bindings: unknown[] = []) => {
  const { rows } = await db.raw<{ rows: { key: string; count: number }[] }>(sql, bindings as never);
  return Object.fromEntries(rows.map((r) => [r.key, r.count]));
};

/** The figures of the statistics for the period and the one before (`ranges[0]` now, `ranges[1]` before). */
export async function statisticsRows(db: Knex, ranges: [InstantRange, InstantRange]): Promise<StatisticsRows> {
  const funnelIn = async (step: string) => {
    const { rows } = await db.raw<{ rows: { c0: number; c1: number }[] }>(
      `select coalesce(sum(count) filter (where day between ?::date and ?::date), 0)::int as c0,
              coalesce(sum(count) filter (where day between ?::date and ?::date), 0)::int as c1
         from campaign_funnel_days where step = ? and day between least(?::date, ?::date) and greatest(?::date, ?::date)`,
      [
        ranges[0].from,
        ranges[0].to,
        ranges[1].from,
        ranges[1].to,
        step,
        ranges[0].from,
        ranges[1].from,
        ranges[0].to,
        ranges[1].to,
      ],
    );
    return [rows[0]!.c0, rows[0]!.c1] as [number, number];
  };
  const [
    organizationsByStatus,
    features,
    organizationsNew,
    usersTotal,
    usersNew,
    campaignsByStatus,
    campaignsNew,
    recipientsAdded,
    recipients,
    redeemed,
    ordersByStatus,
    ordersPlaced,
    depositsInvoiced,
    depositsPaid,
    payoutsRequested,
    payoutsDone,
    money,
  ] = await Promise.all([
    grouped(db, `select status as key, count(*)::int as count from platform_organizations group by status`),
    db.raw<{ rows: { giver: number; seller: number }[] }>(
      `select count(*) filter (where 'giver' = any(features))::int as giver,
              count(*) filter (where 'seller' = any(features))::int as seller
         from platform_organizations where status = 'approved'`,
    ),
    countIn(db, 'platform_organizations', 'first_seen_at', ranges),
    db('platform_users').count<{ count: string }[]>('* as count'),
    countIn(db, 'platform_users', 'registered_at', ranges),
    grouped(db, `select status as key, count(*)::int as count from campaigns group by status`),
    countIn(db, 'campaigns', 'created_at', ranges),
    countIn(db, 'recipients', 'created_at', ranges),
    funnelIn('recipients'),
    funnelIn('redeemed'),
    grouped(
      db,
      `select status as key, count(*)::int as count from platform_orders where ${inRange('placed_at')} group by status`,
      [ranges[0].from, ranges[0].to],
    ),
    countIn(db, 'platform_orders', 'placed_at', ranges, 'true', 'value_rappen'),
    countIn(db, 'platform_invoices', 'issued_at', ranges, `type = 'deposit'`, 'amount_rappen'),
    countIn(db, 'platform_invoices', 'since', ranges, `type = 'deposit' and status = 'paid'`, 'amount_rappen'),
    countIn(db, 'platform_invoices', 'issued_at', ranges, `type = 'payout'`, 'amount_rappen'),
    countIn(db, 'platform_invoices', 'since', ranges, `type = 'payout' and status = 'paidOut'`, 'amount_rappen'),
    // A day's row is what that day's bookings moved: fees summed over each period, credit up to each period's end.
    db.raw<{ rows: { f0: string; f1: string; c0: string; c1: string }[] }>(
      `select coalesce(sum(fees_rappen) filter (where day between ?::date and ?::date), 0)::bigint as f0,
              coalesce(sum(fees_rappen) filter (where day between ?::date and ?::date), 0)::bigint as f1,
              coalesce(sum(credit_rappen) filter (where day <= ?::date), 0)::bigint as c0,
              coalesce(sum(credit_rappen) filter (where day <= ?::date), 0)::bigint as c1
         from platform_money_days`,
      [ranges[0].from, ranges[0].to, ranges[1].from, ranges[1].to, ranges[0].to, ranges[1].to],
    ),
  ]);
  const m = money.rows[0]!;
  return {
    organizationsByStatus,
    organizationsByFeature: features.rows[0] ?? { giver: 0, seller: 0 },
    organizationsNew: organizationsNew.count,
    usersTotal: Number(usersTotal[0]?.count ?? 0),
    usersNew: usersNew.count,
    campaignsByStatus,
    campaignsNew: campaignsNew.count,
    recipientsAdded: recipientsAdded.count,
    funnel: { recipients, redeemed },
    ordersByStatus,
    ordersPlaced,
    depositsInvoiced,
    depositsPaid,
    payoutsRequested,
    payoutsDone,
    feesEarned: [Number(m.f0), Number(m.f1)],
    creditHeld: [Number(m.c0), Number(m.c1)],
  };
}

import type { GreetingDesign, OrderStatus } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { OrderVoucher, VoucherConsumption } from '../domain/order-saga';

/**
 * A voucher as the redemption reads it, with its recipient, campaign and greeting design (one indexed lookup): what
 * the order saga reads (domain/order-saga.ts) and what the page shows.
 */
export interface RedemptionRow extends OrderVoucher {
  compensated_attempts: string[];
  product_ids: string[];
  redeemed_at: Date | null;
  order_week: string | null;
  clicked_at: Date | null;
  recipient_salutation: string | null;
  recipient_greeting: string | null;
  organization_name: string | null;
  greeting_design: GreetingDesign | null;
}

const SELECT = `
  select v.id, v.status, v.redeemed_at, v.order_id, v.order_number, v.order_product_id, v.order_week,
         v.order_idempotency_key, v.reservation_round, v.compensated_attempts, v.order_reservation_key, v.clicked_at,
         r.salutation as recipient_salutation, r.greeting as recipient_greeting,
         r.email as recipient_email, r.email_valid as recipient_email_valid,
         c.id as campaign_id, c.name as campaign_name, c.status as campaign_status, c.organization_id,
         c.organization_name, to_char(c.start_date, 'YYYY-MM-DD') as start_date,
         to_char(c.end_date, 'YYYY-MM-DD') as end_date, c.product_ids, g.design as greeting_design
    from vouchers v
    join recipients r on r.id = v.recipient_id
    join campaigns c on c.id = v.campaign_id
    left join greeting_designs g on g.campaign_id = c.id`;

/**
 * The voucher whose code has this HMAC, or undefined. Always exactly one query on the unique `code_hmac` index,
 * whatever the code: the answer time tells nothing about whether a code exists.
 */
export async function findVoucherByHmac(db: Knex, hmac: Buffer): Promise<RedemptionRow | undefined> {
  const { rows } = await db.raw<{ rows: RedemptionRow[] }>(`${SELECT} where v.code_hmac = ?`, [hmac]);
  return rows[0];
}

/** The voucher by id (after a lost race: what the winner stored). */
export async function findVoucherById(db: Knex, id: string): Promise<RedemptionRow | undefined> {
  const { rows } = await db.raw<{ rows: RedemptionRow[] }>(`${SELECT} where v.id = ?`, [id]);
  return rows[0];
}

/**
 * Marks the voucher used by this order if and only if it is still unused and still in the order's attempt round:
 * one conditional UPDATE (never read, then write), so of any number of concurrent orders exactly one gets the row.
 * A key of an earlier round may have been released (the round moved on when it was), so it holds no unit.
 * Returns whether this one did.
 */
export async function consumeVoucher(
  trx: Knex.Transaction,
  voucherId: string,
  c: VoucherConsumption,
): Promise<boolean> {
  const rows = await trx('vouchers')
    .where({ id: voucherId, status: 'unused', reservation_round: c.round })
    .update({
      status: 'used',
      order_reservation_key: c.reservationKey,
      redeemed_at: c.at,
      order_id: c.orderId,
      order_number: c.orderNumber,
      order_product_id: c.productId,
      order_week: c.week,
      order_idempotency_key: c.idempotencyKey,
    })
    .returning('id');
  return rows.length === 1;
}

/**
 * The compensation's mark, before its key is released (ADR 0021): if the voucher is still unused, its round moves
 * past `round` (a key of that round can no longer consume) and the attempt's Idempotency-Key is remembered (its
 * retries are refused). The row stays locked until `trx` ends, so an order of that round waits and then cannot
 * consume. False when the voucher was used meanwhile (then the key may be the winner's: nothing is released).
 */
export async function closeCompensatedRound(
  trx: Knex.Transaction,
  voucherId: string,
  round: number,
  attempt: string | null,
): Promise<boolean> {
  const { rows } = await trx.raw<{ rows: unknown[] }>(
    `update vouchers
        set reservation_round = greatest(reservation_round, ? + 1),
            compensated_attempts = case when ?::text is null then compensated_attempts
                                        else array_append(compensated_attempts, ?::text) end
      where id = ? and status = 'unused'
      returning id`,
    [round, attempt, attempt, voucherId],
  );
  return rows.length === 1;
}

/**
 * Moves an unused voucher's round past `round` when svc-catalog answered a key of that round released (the
 * sweeper freed it after a crash): from now on no key of that round consumes, and attempts reserve under the next
 * round's keys. Concurrent callers move it once (the condition on the round).
 */
export async function advanceRound(db: Knex, voucherId: string, round: number): Promise<void> {
  await db('vouchers')
    .where({ id: voucherId, status: 'unused', reservation_round: round })
    .update({ reservation_round: round + 1 });
}

/**
 * The sweeper's fence (ADR 0021): each voucher still unused in the given round moves to the next one, in one
 * statement. A voucher in another round, or used, is left alone (its key is dead already, or its order holds it).
 */
export async function fenceRounds(db: Knex, fences: readonly { voucherId: string; round: number }[]): Promise<void> {
  if (!fences.length) return;
  const values = fences.map(() => '(?::uuid, ?::int)').join(', ');
  await db.raw(
    `update vouchers v set reservation_round = f.round + 1
       from (values ${values}) as f(id, round)
      where v.id = f.id and v.status = 'unused' and v.reservation_round = f.round`,
    fences.flatMap((f) => [f.voucherId, f.round]),
  );
}

/** Stores the feedback of a used voucher (the last one wins). */
export async function saveFeedback(
  trx: Knex.Transaction,
  voucherId: string,
  feedback: string,
  at: Date,
): Promise<void> {
  await trx('vouchers').where({ id: voucherId, status: 'used' }).update({ feedback, feedback_at: at });
}

/** Counts the page's visit as the voucher's click, once (the first one stays), and so as its open too. */
export async function markClicked(db: Knex, voucherId: string, at: Date): Promise<void> {
  await db('vouchers')
    .where({ id: voucherId })
    .whereNull('clicked_at')
    .update({ clicked_at: at, opened_at: db.raw('least(opened_at, ?::timestamptz)', [at]) });
}

export interface ConsumptionRow {
  id: string;
  status: 'unused' | 'used';
  order_product_id: string | null;
  order_week: string | null;
  order_reservation_key: string | null;
}

/** How the named vouchers were used (svc-catalog's reservation sweeper). */
export async function consumptionOf(db: Knex, ids: readonly string[]): Promise<ConsumptionRow[]> {
  if (!ids.length) return [];
  return db('vouchers')
    .whereIn('id', [...new Set(ids)])
    .select('id', 'status', 'order_product_id', 'order_week', 'order_reservation_key');
}

/**
 * An order's status as the platform's view last heard it from svc-catalog (`platform_orders`, fed by the `order.*`
 * events), or undefined while its `order.placed` has not arrived yet.
 */
export async function platformOrderStatus(db: Knex, orderId: string): Promise<OrderStatus | undefined> {
  const row: { status: OrderStatus } | undefined = await db('platform_orders').where({ id: orderId }).first('status');
  return row?.status;
}

import type { GreetingDesign } from '@cadeau/contracts';
import type { Knex } from 'knex';

/** A voucher as the redemption reads it, with its recipient, campaign and greeting design (one indexed lookup). */
export interface RedemptionRow {
  id: string;
  status: 'unused' | 'used';
  redeemed_at: Date | null;
  order_id: string | null;
  order_number: string | null;
  order_product_id: string | null;
  order_week: string | null;
  order_idempotency_key: string | null;
  clicked_at: Date | null;
  recipient_salutation: string | null;
  recipient_greeting: string | null;
  /** The address the code was mailed to (the confirmation's fallback), and whether it is a valid one. */
  recipient_email: string;
  recipient_email_valid: boolean;
  campaign_id: string;
  campaign_name: string;
  campaign_status: string;
  organization_id: string;
  organization_name: string | null;
  /** `YYYY-MM-DD` (Zurich days). */
  start_date: string | null;
  end_date: string | null;
  product_ids: string[];
  greeting_design: GreetingDesign | null;
}

const SELECT = `
  select v.id, v.status, v.redeemed_at, v.order_id, v.order_number, v.order_product_id, v.order_week,
         v.order_idempotency_key, v.clicked_at,
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

export interface Consumption {
  /** The order's reservation in svc-catalog (`voucher:<voucherId>:<productId>:<week>`). */
  reservationKey: string;
  orderId: string;
  orderNumber: string;
  productId: string;
  week: string;
  idempotencyKey: string | null;
  at: Date;
}

/**
 * Marks the voucher used by this order if and only if it is still unused: one conditional UPDATE (never read,
 * then write), so of any number of concurrent orders exactly one gets the row. Returns whether this one did.
 */
export async function consumeVoucher(trx: Knex.Transaction, voucherId: string, c: Consumption): Promise<boolean> {
  const rows = await trx('vouchers')
    .where({ id: voucherId, status: 'unused' })
    // A reservation the saga gave back (after a failure of another request with the same key) holds no unit.
    .whereRaw('released_reservation_key is distinct from ?', [c.reservationKey])
    .update({
      status: 'used',
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
 * Marks the key's reservation as given back, if the voucher is still unused: the row stays locked until `trx`
 * ends, so an order with that key waits and then cannot consume (see consumeVoucher). False when the voucher was
 * used meanwhile (then the key may be the winner's: nothing is released).
 */
export async function markReservationReleased(trx: Knex.Transaction, voucherId: string, key: string): Promise<boolean> {
  const rows = await trx('vouchers')
    .where({ id: voucherId, status: 'unused' })
    .update({ released_reservation_key: key })
    .returning('id');
  return rows.length === 1;
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

/** Counts the page's visit as the voucher's click, once (the first one stays). */
export async function markClicked(db: Knex, voucherId: string, at: Date): Promise<void> {
  await db('vouchers').where({ id: voucherId }).whereNull('clicked_at').update({ clicked_at: at });
}

export interface ConsumptionRow {
  id: string;
  status: 'unused' | 'used';
  order_product_id: string | null;
  order_week: string | null;
}

/** How the named vouchers were used (svc-catalog's reservation sweeper). */
export async function consumptionOf(db: Knex, ids: readonly string[]): Promise<ConsumptionRow[]> {
  if (!ids.length) return [];
  return db('vouchers')
    .whereIn('id', [...new Set(ids)])
    .select('id', 'status', 'order_product_id', 'order_week');
}

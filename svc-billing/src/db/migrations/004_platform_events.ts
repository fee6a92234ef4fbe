import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 20: svc-billing tells what its earlier events did not (ADR 0031 §9), so svc-campaign's view of a platform
 * that already has billing data starts right, not from zero. Through the outbox, once, as the events would have
 * been written: `ledger.moved` for every booked transaction that moved fees or credit (at its booking time, in
 * booking order), `bankPayment.changed` for every payment still waiting unmatched (at its arrival), and
 * `invoice.updated` with every invoice's state now (partial payments and corrections told by no event before).
 * A fresh database has none of these rows and tells nothing.
 */
export const platformEventsBackfill: Migration = {
  name: '004_platform_events',
  async up(db) {
    await db.raw(
      `insert into outbox (id, subject, payload, created_at)
       select gen_random_uuid(), 'ledger.moved',
              jsonb_build_object('transactionId', t.id, 'kind', t.kind, 'feesRappen', m.fees, 'creditRappen', m.credit),
              t.created_at
         from transactions t
         join (select transaction_id,
                      -coalesce(sum(amount_rappen) filter (where account = 'fees'), 0) as fees,
                      -coalesce(sum(amount_rappen) filter (where account like 'credit:%'), 0) as credit
                 from postings group by transaction_id) m on m.transaction_id = t.id
        where m.fees <> 0 or m.credit <> 0
        order by t.seq`,
    );
    await db.raw(
      `insert into outbox (id, subject, payload, created_at)
       select gen_random_uuid(), 'bankPayment.changed',
              jsonb_build_object('paymentId', id, 'bankReference', bank_reference, 'status', status,
                                 'amountRappen', amount_rappen, 'unassignedRappen', unassigned_rappen,
                                 'debtorName', debtor_name),
              received_at
         from bank_payments where status = 'unmatched' and unassigned_rappen > 0
        order by received_at, id`,
    );
    await db.raw(
      `insert into outbox (id, subject, payload)
       select gen_random_uuid(), 'invoice.updated',
              jsonb_build_object('invoiceId', id, 'number', number, 'type', type, 'status', status,
                                 'organizationId', organization_id, 'campaignId', campaign_id,
                                 'amountRappen', amount_rappen,
                                 'openRappen', amount_rappen - paid_by_payment_rappen - paid_by_credit_rappen
                                               - paid_by_offset_rappen,
                                 'dueDate', to_char(due_date, 'YYYY-MM-DD'))
         from invoices order by number`,
    );
  },
  // What was told stays told: an event is never taken back.
  async down() {},
};

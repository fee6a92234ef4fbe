import { randomUUID } from 'node:crypto';
import { withWorker, type Service } from '@cadeau/service-kit';
import { schedule as cronSchedule } from 'node-cron';
import type { BillingDeps } from '../api/deps';
import { invoiceContext } from '../adapters/invoice-context';
import { issueInvoice } from '../db/issuing';
import { ordersOfMonth, unbilledMonths } from '../db/read-models';
import { planOrderBilling } from '../domain/plans/invoices';
import { dateInZurich, monthOf } from '../domain/zurich-dates';

/** Daily at 02:15 Zurich time: last month's order billings are issued on the 1st, a missed run catches up. */
export const ORDER_BILLING_SCHEDULE = '15 2 * * *';

/**
 * Issues the order billing of every seller and past calendar month that has none yet (issue 19): every order of
 * the month as a line, its fee deducted. The unique (seller, month) index keeps two replicas from issuing twice.
 * Returns how many were issued.
 */
export async function runOrderBilling(deps: BillingDeps): Promise<number> {
  const { kit } = deps;
  const current = monthOf(dateInZurich(deps.now()));
  let issued = 0;
  for (const { seller, period } of await unbilledMonths(kit.db, current)) {
    const ctx = await invoiceContext(deps, seller);
    const invoiceId = randomUUID();
    await kit.db.transaction(async (trx) => {
      const orders = await ordersOfMonth(trx, seller, period);
      const plan = planOrderBilling({
        key: `orderBilling:${seller}:${period}`,
        invoiceId,
        orders: orders.map((o) => ({
          orderId: o.id,
          number: o.number,
          productName: o.product_name,
          spentRappen: Number(o.spent_rappen),
          feeRappen: Number(o.fee_rappen),
          canceled: o.status === 'canceled',
        })),
      });
      await issueInvoice(
        kit,
        trx,
        {
          id: invoiceId,
          type: 'orderBilling',
          organizationId: seller,
          period,
          language: ctx.language,
          creditor: ctx.platform,
          debtor: ctx.organization,
          lines: plan.lines,
          dueDate: null,
          amountRappen: plan.amountRappen,
          issuedAt: ctx.now,
        },
        [plan.transaction],
        () => null,
      );
    });
    issued++;
  }
  return issued;
}

/** Runs the order billing on its schedule with the service's workers, and stops it before them. */
export function withOrderBillingRun(
  service: Service<'billing'>,
  deps: BillingDeps,
  schedule: string = ORDER_BILLING_SCHEDULE,
) {
  return withWorker(service, () =>
    cronSchedule(
      schedule,
      () =>
        void runOrderBilling(deps).catch((err: unknown) => deps.kit.logger.error({ err }, 'order billing run failed')),
      { timezone: 'Europe/Zurich' },
    ),
  );
}

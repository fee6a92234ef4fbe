import { randomUUID } from 'node:crypto';
import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { isValidIBAN } from 'ibantools';
import { transactionByKey } from '../db/journal';
import { requestPayout } from '../db/payouts';
import { invoiceWithNames, toInvoiceSummary } from '../db/invoice-queries';
import { assertMayRequestPayout } from '../domain/billing-access';
import { organizationParty, platformParty } from '../domain/parties';
import { planPayoutRequest } from '../domain/plans/payouts';
import { dateInZurich } from '../domain/zurich-dates';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /organization/{organizationId}/payout: the organisation's admins ask for their credit and payable earnings
 * (or part of them) to be paid to its IBAN. More than is available is 409 `error.payout.notAvailable`; without a
 * valid IBAN 409 `error.payout.ibanMissing`. An `Idempotency-Key` makes a retried click one request.
 */
export const handleRequestPayout =
  ({ kit, identity, now }: BillingDeps): Handler<'POST /organization/{organizationId}/payout'> =>
  async (ctx, { params, body, user }) => {
    assertMayRequestPayout(user!, params.organizationId);
    const [facts, settings] = await Promise.all([
      identity.billingFacts(params.organizationId),
      identity.settingValues(),
    ]);
    if (!facts.iban || !isValidIBAN(facts.iban.replace(/\s+/g, '').toUpperCase()))
      throw errors.conflict(ErrorKeys.payout.ibanMissing);
    const key = `payout:${params.organizationId}:${ctx.get('Idempotency-Key') || randomUUID()}`;
    const earlier = await transactionByKey(kit.db, key);
    if (earlier?.invoice_id) return toInvoiceSummary((await invoiceWithNames(kit.db, earlier.invoice_id))!);
    const invoiceId = randomUUID();
    const at = now();
    await requestPayout(kit, params.organizationId, (ledger) => {
      const planned = planPayoutRequest({
        key,
        invoiceId,
        organizationId: params.organizationId,
        creditRappen: ledger.creditRappen,
        payableRappen: ledger.payableRappen,
        amountRappen: body.amountRappen,
      });
      if (!planned) throw errors.conflict(ErrorKeys.payout.notAvailable);
      return {
        plan: planned.transaction,
        draft: {
          id: invoiceId,
          type: 'payout',
          organizationId: params.organizationId,
          language: facts.admins[0]?.language ?? 'de',
          creditor: organizationParty(facts),
          debtor: platformParty(settings),
          lines: [
            { kind: 'payout', text: dateInZurich(at), amountRappen: planned.amountRappen, vatRateBasisPoints: null },
          ],
          dueDate: null,
          amountRappen: planned.amountRappen,
          issuedAt: at,
        },
      };
    });
    return toInvoiceSummary((await invoiceWithNames(kit.db, invoiceId))!);
  };

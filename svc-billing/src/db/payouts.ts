import type { Kit } from '@cadeau/service-kit';
import { accounts } from '../domain/accounts';
import type { TransactionPlan } from '../domain/journal';
import { balanceOf } from './journal';
import { issueInvoice } from './issuing';
import type { InvoiceDraft } from './invoices';

/**
 * A payout request under the lock of the organisation's credit and payable accounts (so two requests at once
 * cannot both take the same money): `decide` sees the balances and plans the request, which is then issued.
 */
export async function requestPayout(
  kit: Pick<Kit<'billing'>, 'addEvent' | 'addEvents' | 'db'>,
  organizationId: string,
  decide: (ledger: { creditRappen: number; payableRappen: number }) => { plan: TransactionPlan; draft: InvoiceDraft },
): Promise<void> {
  await kit.db.transaction(async (trx) => {
    // Both rows exist after the first posting; the upsert makes them exist so the lock holds from the first request.
    await trx.raw(`insert into accounts (key) values (?), (?) on conflict (key) do nothing`, [
      accounts.credit(organizationId),
      accounts.payable(organizationId),
    ]);
    const creditRappen = -(await balanceOf(trx, accounts.credit(organizationId), true));
    const payableRappen = -(await balanceOf(trx, accounts.payable(organizationId), true));
    const { plan, draft } = decide({ creditRappen, payableRappen });
    await issueInvoice(kit, trx, draft, [plan], () => null);
  });
}

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { OrderEventFacts } from '@cadeau/contracts';
import type { BillingDeps } from '../api/deps';
import { bookBankTransactions } from '../db/bank-files';
import { demoState, type DemoDeposit } from '../db/demo';
import { requestPayout } from '../db/payouts';
import { writeCamt054 } from '../domain/camt054-writer';
import { demoHistory, demoPaymentFile } from '../domain/demo-history';
import { organizationParty, platformParty } from '../domain/parties';
import { planPayoutRequest } from '../domain/plans/payouts';
import { finishCampaign, releaseCampaign } from './campaign-billing-consumer';
import { applyOrderEvent } from './order-billing-consumer';
import { runOrderBilling } from './order-billing-run';

const DEMO_GIVER = 'Demo Giver AG';
const DEMO_SELLER = 'Demo Seller GmbH';

/**
 * The demo's money (issue 19), booked through the same rules and writes as real events and bank files, once the
 * platform runs (`npm start`'s demo step): the approved and running demo campaigns' deposits paid by a bank file,
 * a finished campaign of last month with its orders, final billing and credit, the seller's order billing and a
 * payout request, and a bank file that pays the pending campaign's deposit, left in the data directory for a
 * newcomer to upload. Idempotent: every booking has its key, a second run adds nothing.
 */
export async function runDemoBilling(deps: BillingDeps, dataDir: string): Promise<string[]> {
  const { kit } = deps;
  const state = await waitForDemo(deps);
  if (!state.giverId || !state.sellerId)
    return [`Demo billing: skipped (${DEMO_GIVER} or ${DEMO_SELLER} unknown to svc-billing yet)`];
  const lines: string[] = [];
  const settings = await deps.identity.settingValues();
  const iban = platformParty(settings).iban ?? 'CH4431999123000889012';

  const toPay = state.deposits.filter((d) => d.campaignStatus === 'approved' || d.campaignStatus === 'running');
  const paid = await bookBankTransactions(kit, demoPaymentFile(toPay, 'DEMO-PAID').transactions);
  lines.push(
    `Demo deposits of approved campaigns: ${paid.booked} paid now by a bank file (${paid.alreadyKnown} before)`,
  );

  const history = demoHistory(state.giverId, state.sellerId, deps.now());
  await kit.db.transaction(async (trx) => {
    await releaseCampaign(deps, trx, history.campaign, `demo:${history.campaign.campaignId}`, history.releasedAt);
  });
  const historyDeposit = (await demoState(kit.db, [history.campaign.campaignId], DEMO_GIVER, DEMO_SELLER)).deposits[0];
  if (historyDeposit) await bookBankTransactions(kit, demoPaymentFile([historyDeposit], 'DEMO-HISTORY').transactions);
  for (const { type, order } of history.orderEvents)
    await kit.db.transaction((trx) => applyOrderEvent(deps, trx, type, order as OrderEventFacts));
  await kit.db.transaction((trx) => finishCampaign(deps, trx, history.campaign, history.finishedAt));
  const billed = await runOrderBilling(deps);
  lines.push(
    `Demo history: "${history.campaign.name}" finished with its final billing and credit; ${billed} order billing(s) issued`,
  );

  const facts = await deps.identity.billingFacts(state.sellerId);
  if (!(await kit.db('invoices').where({ organization_id: state.sellerId, type: 'payout' }).first('id'))) {
    const invoiceId = `5eedb111-0b1e-4c11-9a00-0000000000ff`;
    await requestPayout(kit, state.sellerId, (ledger) => {
      const planned = planPayoutRequest({
        key: `demo:payout:${state.sellerId}`,
        invoiceId,
        organizationId: state.sellerId!,
        creditRappen: ledger.creditRappen,
        payableRappen: ledger.payableRappen,
      });
      if (!planned) throw new Error('demo seller has nothing to pay out');
      return {
        plan: planned.transaction,
        draft: {
          id: invoiceId,
          type: 'payout',
          organizationId: state.sellerId!,
          language: facts.admins[0]?.language ?? 'de',
          creditor: organizationParty(facts),
          debtor: platformParty(settings),
          lines: [{ kind: 'payout', text: '', amountRappen: planned.amountRappen, vatRateBasisPoints: null }],
          dueDate: null,
          amountRappen: planned.amountRappen,
          issuedAt: deps.now(),
        },
      };
    });
    lines.push(`Demo payout request of ${DEMO_SELLER}: waiting for an administrator under Payments`);
  }

  const pending = state.deposits.filter((d) => d.campaignStatus === 'pending' && d.openRappen > 0);
  if (pending.length > 0) {
    await mkdir(dataDir, { recursive: true });
    const file = join(dataDir, 'demo-camt054.xml');
    await writeFile(file, writeCamt054(demoPaymentFile(pending, `DEMO-UPLOAD-${pending[0].number}`, iban).file));
    lines.push(`Bank file paying the pending campaign's deposit, to upload as admin under Bank payments: ${file}`);
  }
  return lines;
}

/** Waits (a minute in `npm start`) until the seeded organisations and released campaigns' deposits have reached billing. */
async function waitForDemo(
  deps: BillingDeps,
): Promise<{ giverId?: string; sellerId?: string; deposits: DemoDeposit[] }> {
  const deadline = Date.now() + deps.demoWaitMs;
  for (;;) {
    const state = await demoState(deps.kit.db, null, DEMO_GIVER, DEMO_SELLER);
    const ready = state.giverId && state.sellerId && state.released > 0 && state.deposits.length >= state.released;
    if (ready || Date.now() > deadline) return state;
    await new Promise((r) => setTimeout(r, 500));
  }
}

export type { DemoDeposit };

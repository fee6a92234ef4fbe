import { randomUUID } from 'node:crypto';
import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { BillingDeps } from '../api/deps';
import { depositLines, planDeposit } from '../domain/plans/deposit';
import { planAmountChange } from '../domain/plans/amounts';
import { planFinalBilling } from '../domain/plans/final-billing';
import { accounts } from '../domain/accounts';
import { balanceOf } from '../db/journal';
import { depositOfCampaign, moneyOf, updateInvoiceLines } from '../db/invoices';
import { bookAndPublish, issueInvoice } from '../db/issuing';
import { findCampaign, markCampaign, saveCampaign, setCampaignStatus, spentOfCampaign } from '../db/read-models';
import type { Knex } from 'knex';
import { invoiceContext } from '../adapters/invoice-context';

/**
 * A campaign's money from svc-campaign's events (CAMPAIGN stream): its release issues the deposit invoice (a
 * release after a rejection with another budget changes the deposit's amount), its end the final billing. Each
 * event is handled once (the kit's inbox); the transactions' keys make even a replayed release book nothing twice.
 */
export function campaignBillingConsumer(
  deps: BillingDeps,
  stream: string = streams.campaign.name,
): ConsumerDef<
  'campaign.released' | 'campaign.approved' | 'campaign.started' | 'campaign.rejected' | 'campaign.finished'
> {
  return {
    durable: 'billing-campaigns',
    stream,
    filterSubjects: [
      'campaign.released',
      'campaign.approved',
      'campaign.started',
      'campaign.rejected',
      'campaign.finished',
    ],
    async handle(trx, event) {
      const c = event.data;
      if (event.type === 'campaign.released') {
        await releaseCampaign(
          deps,
          trx,
          { ...c, budgetRappen: 'budgetRappen' in c ? c.budgetRappen : undefined },
          event.id,
        );
        return;
      }
      if (event.type === 'campaign.finished') {
        await finishCampaign(deps, trx, c);
        return;
      }
      await setCampaignStatus(trx, c.campaignId, c.status);
    },
  };
}

export interface CampaignFacts {
  campaignId: string;
  organizationId: string;
  name: string;
  status: string;
  budgetRappen?: number;
}

/**
 * A release issues the campaign's deposit (credit first); a release after a rejection with another budget changes
 * the deposit's amount (lines and a correcting transaction), never a second deposit.
 */
export async function releaseCampaign(
  deps: BillingDeps,
  trx: Knex.Transaction,
  c: CampaignFacts,
  eventId: string,
  at?: Date,
): Promise<void> {
  const { kit } = deps;
  await saveCampaign(trx, {
    id: c.campaignId,
    organizationId: c.organizationId,
    name: c.name,
    budgetRappen: c.budgetRappen,
  });
  await setCampaignStatus(trx, c.campaignId, c.status);
  const budget = c.budgetRappen;
  if (budget === undefined) {
    kit.logger.warn({ campaignId: c.campaignId }, 'campaign.released without a budget: no deposit issued');
    return;
  }
  const ctx = await invoiceContext(deps, c.organizationId, at);
  const terms = {
    budgetRappen: budget,
    feeGiverPercent: ctx.terms.feeGiverPercent,
    baseFeeGiverRappen: ctx.terms.baseFeeGiverRappen,
    vatRateBasisPoints: ctx.vatRateBasisPoints,
  };
  const existing = await depositOfCampaign(trx, c.campaignId, true);
  if (existing) {
    const { lines, totalRappen } = depositLines(terms);
    if (totalRappen === Number(existing.amount_rappen)) return;
    await updateInvoiceLines(trx, existing.id, lines);
    await bookAndPublish(
      kit,
      trx,
      planAmountChange({
        key: `deposit:${c.campaignId}:release:${eventId}`,
        kind: 'depositChanged',
        invoiceId: existing.id,
        organizationId: c.organizationId,
        money: moneyOf(existing),
        newAmountRappen: totalRappen,
        counterAccount: accounts.prepaid(c.campaignId),
        reason: 'released again with another budget',
      }),
    );
    return;
  }
  const invoiceId = randomUUID();
  const credit = -(await balanceOf(trx, accounts.credit(c.organizationId), true));
  const plan = planDeposit({
    ...terms,
    key: `deposit:${c.campaignId}`,
    invoiceId,
    campaignId: c.campaignId,
    organizationId: c.organizationId,
    creditRappen: credit,
  });
  await issueInvoice(
    kit,
    trx,
    {
      id: invoiceId,
      type: 'deposit',
      organizationId: c.organizationId,
      campaignId: c.campaignId,
      language: ctx.language,
      creditor: ctx.platform,
      debtor: ctx.organization,
      lines: plan.lines,
      dueDate: ctx.dueDate,
      amountRappen: plan.totalRappen,
      issuedAt: ctx.now,
    },
    [plan.transaction],
    ctx.referenceOf,
  );
  await markCampaign(trx, c.campaignId, { deposit_invoice_id: invoiceId });
  return;
}

/** The end of a campaign: its final billing, once; the unspent rest becomes the organisation's credit. */
export async function finishCampaign(
  deps: BillingDeps,
  trx: Knex.Transaction,
  c: CampaignFacts,
  at?: Date,
): Promise<void> {
  const { kit } = deps;
  // campaign.finished: the final billing, once.
  const campaign = await findCampaign(trx, c.campaignId, true);
  const deposit = await depositOfCampaign(trx, c.campaignId, true);
  if (!campaign || !deposit || campaign.final_invoice_id) return;
  const ctx = await invoiceContext(deps, c.organizationId, at);
  const finalInvoiceId = randomUUID();
  const plan = planFinalBilling({
    key: `final:${c.campaignId}`,
    campaignId: c.campaignId,
    organizationId: c.organizationId,
    finalInvoiceId,
    depositInvoiceId: deposit.id,
    deposit: moneyOf(deposit),
    prepaidBalanceRappen: await balanceOf(trx, accounts.prepaid(c.campaignId), true),
    spentRappen: await spentOfCampaign(trx, c.campaignId),
    feeGiverPercent: ctx.terms.feeGiverPercent,
    baseFeeGiverRappen: ctx.terms.baseFeeGiverRappen,
    vatRateBasisPoints: ctx.vatRateBasisPoints,
  });
  const [settleDeposit, final] = plan.transactions.length === 2 ? plan.transactions : [null, plan.transactions[0]];
  if (settleDeposit) await bookAndPublish(kit, trx, settleDeposit);
  await issueInvoice(
    kit,
    trx,
    {
      id: finalInvoiceId,
      type: 'finalBilling',
      organizationId: c.organizationId,
      campaignId: c.campaignId,
      language: ctx.language,
      creditor: ctx.platform,
      debtor: ctx.organization,
      lines: plan.lines,
      dueDate: plan.amountRappen > 0 ? ctx.dueDate : null,
      amountRappen: plan.amountRappen,
      issuedAt: ctx.now,
    },
    [final],
    ctx.referenceOf,
  );
  await markCampaign(trx, c.campaignId, { final_invoice_id: finalInvoiceId, finished_at: ctx.now });
  await setCampaignStatus(trx, c.campaignId, 'finished');
}

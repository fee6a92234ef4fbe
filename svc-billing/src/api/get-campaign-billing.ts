import { ErrorKeys } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { accounts } from '../domain/accounts';
import { organizationScope } from '../domain/billing-access';
import { campaignForecastOf } from '../domain/campaign-billing';
import { paymentTerms } from '../domain/parties';
import { dateInZurich } from '../domain/zurich-dates';
import { depositOfCampaign, findInvoice, moneyOf } from '../db/invoices';
import { balanceOf } from '../db/journal';
import { findCampaign, spentOfCampaign } from '../db/read-models';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /campaign/{campaignId}/billing (issue 20): the campaign's deposit, spending and final billing (as it would be
 * today, or as issued) for its organisation's members and administrators; another organisation's campaign is
 * answered as unknown (404), as one svc-billing never heard of.
 */
export const handleGetCampaignBilling =
  (deps: BillingDeps): Handler<'GET /campaign/{campaignId}/billing'> =>
  async (ctx, { params, user }) => {
    const db = deps.kit.db;
    const scope = organizationScope(user!);
    const campaign = await findCampaign(db, params.campaignId);
    if (!campaign || (scope !== null && campaign.organization_id !== scope))
      throw errors.notFound(ErrorKeys.campaign.notFound);
    ctx.set('Cache-Control', 'no-store');
    const deposit = await depositOfCampaign(db, campaign.id);
    if (!deposit) return { campaignId: campaign.id, forecast: null };
    const final = campaign.final_invoice_id ? await findInvoice(db, campaign.final_invoice_id) : undefined;
    const [settings, vatRateBasisPoints, prepaidBalanceRappen, spentRappen] = await Promise.all([
      deps.identity.settingValues(),
      deps.vat.rateOn(dateInZurich(deps.now())),
      balanceOf(db, accounts.prepaid(campaign.id)),
      spentOfCampaign(db, campaign.id),
    ]);
    return {
      campaignId: campaign.id,
      forecast: campaignForecastOf({
        campaignId: campaign.id,
        organizationId: campaign.organization_id,
        deposit: { id: deposit.id, money: moneyOf(deposit) },
        prepaidBalanceRappen,
        spentRappen,
        terms: paymentTerms(settings),
        vatRateBasisPoints,
        final: final ? { id: final.id, lines: final.lines, money: moneyOf(final) } : null,
      }),
    };
  };

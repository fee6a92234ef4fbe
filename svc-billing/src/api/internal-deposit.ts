import { depositOfCampaign, moneyOf } from '../db/invoices';
import { openOf } from '../domain/invoice-state';
import type { BillingDeps } from './deps';
import type { Handler } from './routes';

/** GET /internal/campaigns/{campaignId}/deposit: the state of a campaign's deposit, for svc-campaign. */
export const handleInternalDeposit =
  ({ kit }: BillingDeps): Handler<'GET /internal/campaigns/{campaignId}/deposit'> =>
  async (_ctx, { params }) => {
    const row = await depositOfCampaign(kit.db, params.campaignId);
    if (!row) return { invoiceId: null, number: null, status: null, amountRappen: 0, openRappen: 0 };
    const money = moneyOf(row);
    return {
      invoiceId: row.id,
      number: row.number,
      status: row.status,
      amountRappen: money.amountRappen,
      openRappen: openOf(money),
    };
  };

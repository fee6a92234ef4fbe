import { expect, type APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { apiAs, ok } from './givers';

/**
 * Issue 19: a campaign is approved only with its deposit invoice paid. svc-billing issues the deposit when it hears
 * `campaign.released` and tells svc-campaign of the payment by `invoice.paid`, both over NATS, so the specs that
 * approve a campaign pay its deposit first, as the platform administrator records a payment (the payment screens
 * are billing's specs' subject).
 */

interface DepositInvoice {
  id: string;
  status: 'open' | 'partialPaid' | 'paid' | 'paidOut' | 'reopened';
  issuedAt: string;
}

/** How long svc-billing and svc-campaign may take to follow the release's and the payment's events. */
const EVENT_TIMEOUT_MS = 30_000;

/**
 * Pays the deposit of a released campaign as the platform administrator (`admin`, or a session of its own):
 * waits until svc-billing has issued it (`GET /api/invoice?campaignId=…&type=deposit`), records every unpaid one
 * as paid (`POST /api/invoice/{invoiceId}/status`, `{ status: 'paid', reason: 'e2e' }`), and waits until
 * svc-campaign shows the newest deposit paid (its detail's `deposit`, which its approval checks). Polling in one
 * loop also covers a deposit issued anew after a second release.
 */
export async function payDeposit(campaignId: string, admin?: APIRequestContext): Promise<void> {
  const api = admin ?? (await apiAs(accounts.admin));
  try {
    await expect
      .poll(
        async () => {
          const page = await ok<{ items: DepositInvoice[] }>(
            await api.get('/api/invoice', {
              params: { campaignId, type: 'deposit', sort: 'issuedAt', order: 'desc', page: 1, pageSize: 10 },
            }),
          );
          if (!page.items.length) return 'not issued yet';
          for (const invoice of page.items.filter((i) => i.status !== 'paid')) {
            const paid = await api.post(`/api/invoice/${invoice.id}/status`, {
              data: { status: 'paid', reason: 'e2e' },
            });
            if (paid.status() >= 300) return `payment of ${invoice.id} refused: ${paid.status()} ${await paid.text()}`;
          }
          const campaign = await ok<{ deposit: { invoiceId: string; status: string } | null }>(
            await api.get(`/api/campaign/${campaignId}`),
          );
          if (campaign.deposit?.invoiceId !== page.items[0]!.id) return 'svc-campaign has not heard of it yet';
          return campaign.deposit.status;
        },
        {
          message: `the deposit of campaign ${campaignId} paid`,
          timeout: EVENT_TIMEOUT_MS,
          intervals: [250, 500, 1000],
        },
      )
      .toBe('paid');
  } finally {
    if (!admin) await api.dispose();
  }
}

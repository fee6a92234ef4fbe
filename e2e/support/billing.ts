import { devFinishCampaignRoute } from '@cadeau/contracts';
import { platform } from '@cadeau/platform';
import { createInternalClient } from '@cadeau/service-kit';
import { writeCamt054 } from '@cadeau/svc-billing/camt054';
import { E2E_SECRET_ENV, e2eServiceUrl } from './stack-config';

const campaignService = platform.services.find((s) => s.name === 'campaign')!;

/**
 * Ends a running campaign now, through svc-campaign's dev-only internal route (absent in production): its clock
 * would end it only after its end date, days away. The call is signed like a service's, with the run's secret.
 */
export async function finishCampaignNow(campaignId: string): Promise<number> {
  const secret = process.env[E2E_SECRET_ENV];
  if (!secret) throw new Error(`${E2E_SECRET_ENV} is not set: the e2e stack of global-setup.ts sets it`);
  const campaign = createInternalClient({
    caller: 'e2e',
    service: 'campaign',
    baseUrl: e2eServiceUrl(campaignService.port.default),
    secret,
    timeoutMs: 30_000,
  });
  return (await campaign.call(devFinishCampaignRoute, { params: { campaignId } })).finished;
}

/**
 * A bank's camt.054 notification (ISO 20022, Swiss Payment Standards 2019) of one QR-bill payment to the platform's
 * account: what a giver's bank transfer against a deposit looks like when the platform's bank reports it.
 */
export function bankFile(payment: { reference: string; amountRappen: number; debtorName: string }): string {
  const id = `E2E${Date.now()}${Math.floor(Math.random() * 1e6)}`;
  return writeCamt054({
    messageId: id,
    account: 'CH4431999123000889012',
    createdAt: new Date().toISOString().slice(0, 19),
    entries: [
      {
        bankReference: `${id}-E`,
        bookingDate: new Date().toISOString().slice(0, 10),
        transactions: [
          {
            bankReference: `${id}-1`,
            amountRappen: payment.amountRappen,
            reference: payment.reference,
            referenceType: payment.reference.startsWith('RF') ? 'SCOR' : 'QRR',
            debtorName: payment.debtorName,
          },
        ],
      },
    ],
  });
}

import { devSendCampaignMailRoute, type DevSendCampaignMailResponse } from '@cadeau/contracts';
import { platform } from '@cadeau/platform';
import { createInternalClient } from '@cadeau/service-kit';
import { E2E_SECRET_ENV, e2eServiceUrl } from './stack-config';

const mailService = platform.services.find((s) => s.name === 'mail')!;

/**
 * Sends a running campaign's mails now, through svc-mail's dev-only internal route (absent in production), as the
 * demo step of `npm start` does: its campaign runner would send them only within Campaign.MailBusinessHours and
 * MailMaxPerRun per run, so a test at night would wait for the morning. The call is signed like svc-campaign's,
 * with the run's secret (global-setup.ts).
 */
export async function sendCampaignMailNow(campaignId: string): Promise<DevSendCampaignMailResponse> {
  const secret = process.env[E2E_SECRET_ENV];
  if (!secret) throw new Error(`${E2E_SECRET_ENV} is not set: the e2e stack of global-setup.ts sets it`);
  const mail = createInternalClient({
    caller: 'e2e',
    service: 'mail',
    baseUrl: e2eServiceUrl(mailService.port.default),
    secret,
    timeoutMs: 30_000,
  });
  return mail.call(devSendCampaignMailRoute, { params: { campaignId } });
}

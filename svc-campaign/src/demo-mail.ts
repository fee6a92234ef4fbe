import { devSendCampaignMailRoute } from '@cadeau/contracts';
import { createInternalClient } from '@cadeau/service-kit';
import { loadConfig } from './config';
import { demoRunningCampaign } from './db/seed-running-campaign';
import { demoInboxAddress } from './db/seed-recipients';

/**
 * The stack's demo step (packages/platform registry `demo`): once every service runs, svc-mail is asked to send the
 * running demo campaign's mails at once (its dev-only route pulls the campaign if it has not yet and sends whatever
 * business hours and MailMaxPerRun would hold back), so a newcomer finds the gift codes in the dev mailbox right
 * after `npm start`. svc-mail never sends a recipient's mail twice: a second start sends nothing more. Never in
 * production, where the route does not exist either.
 */
async function main() {
  const config = loadConfig(process.env);
  if (config.production) {
    console.error('svc-campaign demo step: refusing to run with NODE_ENV=production');
    process.exit(1);
  }
  const mail = createInternalClient({
    caller: 'svc-campaign',
    service: 'mail',
    baseUrl: config.mailUrl,
    secret: config.secret,
    // It renders and sends the whole demo campaign before it answers.
    timeoutMs: 60_000,
  });
  const sent = await mail.call(devSendCampaignMailRoute, { params: { campaignId: demoRunningCampaign.id } });
  const inbox = `${demoInboxAddress(1)} … ${demoInboxAddress(demoRunningCampaign.recipientCount)}`;
  console.log(
    `Demo campaign mails to ${inbox}: ${sent.sent} sent now` +
      (sent.failed ? `, ${sent.failed} failed (see [mail] lines above)` : '') +
      ' — open the dev mailbox below, then a mail and its link to /campaign to redeem the code',
  );
}

main().catch((err) => {
  console.error('svc-campaign demo step failed:', err);
  process.exit(1);
});

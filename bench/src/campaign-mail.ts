import { performance } from 'node:perf_hooks';
import { createTestDatabase, startNatsServer } from '@cadeau/service-kit/testing';
import { createMailService, addIntake } from '@cadeau/svc-mail/bench';
import { SECRET, SendGridStandin, startCampaignStandIn, testOptions, TestSettings } from '@cadeau/svc-mail/testing';
import { round } from './load';

/**
 * Campaign mails at scale (issue 12, ADR 0022): a campaign of 100,000 recipients goes out with MailMaxPerRun
 * 1,000, and SendGrid must get at most 100 requests (1,000 personalizations each). svc-mail runs in this process
 * on its own database and NATS, with svc-campaign's internal routes and SendGrid's v3 API as loopback stand-ins
 * (the same ones its tests use; SendGrid is reached through the real @sendgrid/mail client and counts requests).
 * Measured: the intake (mailing, pages of recipients, one message per recipient), then runs until nothing is
 * left, each fetching its codes from svc-campaign at send time.
 */
const RECIPIENTS = Number(process.env.BENCH_CAMPAIGN_MAILS ?? 100_000);
const MAX_PER_RUN = 1000;
export const CAMPAIGN_MAIL_GOALS = { maxRequests: Math.ceil(RECIPIENTS / 1000), recipients: RECIPIENTS };

export interface CampaignMailBench {
  recipients: number;
  maxPerRun: number;
  intakeSeconds: number;
  runs: number;
  sendSeconds: number;
  providerRequests: number;
  mailsAccepted: number;
  distinctMessageIds: number;
  largestRequest: number;
  codesFetched: number;
  mailsPerSecond: number;
  goals: typeof CAMPAIGN_MAIL_GOALS;
  withinGoal: boolean;
}

export async function measureCampaignMail(): Promise<CampaignMailBench> {
  const [db, nats] = await Promise.all([createTestDatabase(), startNatsServer()]);
  const campaigns = await startCampaignStandIn(SECRET);
  const sendgrid = await new SendGridStandin({ apiKey: 'SG.bench', keepBodies: false }).start();
  // Inside the business hours: 10:00 in Zurich.
  const clock = () => new Date('2026-12-02T09:00:00Z');
  const mail = await createMailService({
    ...testOptions(
      { databaseUrl: db.url, natsUrl: nats.url },
      {
        campaignUrl: campaigns.url,
        // The production defaults of the send timeout and lease (MAIL_SEND_TIMEOUT_MS): a request of 1,000
        // personalizations on a loaded machine may take seconds; a short test timeout would make it "unknown".
        dispatch: {
          sendTimeoutMs: 10_000,
          leaseMs: 25_000,
          reconcileMs: 2_000,
          maxAttempts: 5,
          retryBaseMs: 100,
          pollMs: 1000,
          concurrency: 4,
          batchSize: 50,
          campaignCron: null,
        },
      },
    ),
    settings: new TestSettings({
      provider: 'sendgrid',
      providerKey: 'SG.bench',
      providerUrl: sendgrid.url,
      maxPerRun: MAX_PER_RUN,
    }),
    clock,
    transactionalLoop: false,
  });
  try {
    await mail.migrate();
    const campaign = campaigns.addCampaign(RECIPIENTS);
    const campaignId = campaign.mailing.campaignId;

    let t = performance.now();
    await mail.kit.db.transaction((trx) => addIntake(trx, { campaignId, kind: 'started' }));
    while ((await mail.intake.runOne()) !== 'none');
    const intakeSeconds = (performance.now() - t) / 1000;
    const [{ n }] = await mail.kit.db('messages').where({ campaign_id: campaignId }).count<{ n: string }[]>({ n: '*' });
    if (Number(n) !== RECIPIENTS) throw new Error(`intake stored ${n} messages, not ${RECIPIENTS}`);
    console.log(`campaign mail: ${RECIPIENTS} recipients queued in ${intakeSeconds.toFixed(1)} s`);

    t = performance.now();
    let runs = 0;
    let tick = Date.UTC(2026, 11, 2, 9);
    const open = async () => {
      const [{ left }] = await mail.kit
        .db('messages')
        .where({ campaign_id: campaignId })
        .whereIn('status', ['pending', 'sending'])
        .count<{ left: string }[]>({ left: '*' });
      return Number(left);
    };
    // Until every mail is settled: a request whose answer timed out stays "sending" until the provider is asked.
    while ((await open()) > 0) {
      const result = await mail.campaign.run(new Date((tick += 60_000)));
      if (result.outcome !== 'sent') throw new Error(`run ended ${result.outcome}`);
      if (result.claimed > 0) runs++;
      else await new Promise((r) => setTimeout(r, 500));
    }
    const sendSeconds = (performance.now() - t) / 1000;

    const perRequest = new Map<number, number>();
    for (const a of sendgrid.accepted) perRequest.set(a.request, (perRequest.get(a.request) ?? 0) + 1);
    const distinctMessageIds = new Set(sendgrid.accepted.map((a) => a.messageId)).size;
    const result: CampaignMailBench = {
      recipients: RECIPIENTS,
      maxPerRun: MAX_PER_RUN,
      intakeSeconds: round(intakeSeconds),
      runs,
      sendSeconds: round(sendSeconds),
      providerRequests: sendgrid.acceptedRequests,
      mailsAccepted: sendgrid.accepted.length,
      distinctMessageIds,
      largestRequest: Math.max(0, ...perRequest.values()),
      codesFetched: campaigns.state.calls.codesAsked,
      mailsPerSecond: round(sendgrid.accepted.length / sendSeconds),
      goals: CAMPAIGN_MAIL_GOALS,
      withinGoal:
        sendgrid.acceptedRequests <= CAMPAIGN_MAIL_GOALS.maxRequests &&
        sendgrid.accepted.length === RECIPIENTS &&
        distinctMessageIds === RECIPIENTS,
    };
    console.log(
      `campaign mail: ${result.mailsAccepted} mails (${result.distinctMessageIds} distinct) in ${result.providerRequests} ` +
        `SendGrid requests (goal ≤ ${CAMPAIGN_MAIL_GOALS.maxRequests}${result.withinGoal ? '' : ', MISSED'}), ` +
        `largest ${result.largestRequest} personalizations, ${runs} runs of MailMaxPerRun ${MAX_PER_RUN} in ` +
        `${result.sendSeconds} s (${result.mailsPerSecond} mails/s), ${result.codesFetched} codes fetched at send time`,
    );
    return result;
  } finally {
    await mail.close();
    await campaigns.close();
    await sendgrid.close();
    await nats.destroy();
    await db.drop();
  }
}

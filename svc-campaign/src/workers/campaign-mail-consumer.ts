import { mailStream } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { applyCampaignMailEvent, type CampaignMailProgress } from '../db/vouchers-mail-progress';

export const CAMPAIGN_MAIL_SUBJECTS = [
  'campaignMail.sent',
  'campaignMail.delivered',
  'campaignMail.failed',
  'campaignMail.opened',
  'campaignMail.clicked',
  'campaignMail.unsubscribed',
] as const;
type Subject = (typeof CAMPAIGN_MAIL_SUBJECTS)[number];

/**
 * What svc-mail tells about the campaign mails it sends (`campaignMail.*` on its MAIL stream) into the vouchers'
 * mailed/opened/clicked times, the last failure, and the recipients' unsubscribe flag (issue 12, area V). A
 * durable consumer with the kit's inbox: each event takes effect once, and every effect is also idempotent in
 * itself (first times kept, a flag set), so events arriving out of order or again change nothing twice.
 */
export function campaignMailConsumer(stream: string = mailStream.name): ConsumerDef<Subject> {
  return {
    durable: 'campaign-mail-progress',
    stream,
    filterSubjects: CAMPAIGN_MAIL_SUBJECTS,
    async handle(trx, event) {
      // The envelope's type names its payload (the kit parsed it by the subject's schema).
      const progress = { type: event.type, data: event.data } as CampaignMailProgress;
      await applyCampaignMailEvent(trx, progress, new Date(event.occurredAt));
    },
  };
}

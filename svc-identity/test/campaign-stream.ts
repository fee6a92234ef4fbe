import { streams, type eventRegistry } from '@cadeau/contracts';
import { producerStream } from './producer-stream';

type CampaignSubject = Extract<
  keyof typeof eventRegistry,
  `campaign.${string}` | 'audit.campaign.recorded' | `voucher.${string}`
>;

/** svc-campaign's side of the CAMPAIGN stream on a test's private NATS (see producerStream). */
export const campaignStream = (natsUrl: string) => producerStream<CampaignSubject>(natsUrl, streams.campaign);
export type CampaignStream = Awaited<ReturnType<typeof campaignStream>>;

import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { tellAboutCampaign } from '../db/campaign-news';
import type { Outbox } from '../db/outbox';
import { campaignNewsSubjects, planCampaignNews, type CampaignNewsSubject } from '../domain/campaign-news';

/**
 * svc-campaign's campaign events become news for people (issue 11): the review task of platform
 * administrators, the giver's notification and mail, the reviewer's reason in the campaign's conversation.
 * Like the catalog consumers it waits for svc-campaign's CAMPAIGN stream on a fresh platform (the kit retries
 * until the producer created it); the kit's inbox runs each event's effect once, in the transaction that
 * records it.
 */
export function campaignNewsConsumer(
  kit: Outbox,
  stream: string = streams.campaign.name,
): ConsumerDef<CampaignNewsSubject> {
  return {
    durable: 'identity-campaign-news',
    stream,
    filterSubjects: campaignNewsSubjects,
    async handle(trx, event) {
      await tellAboutCampaign(kit, trx, event, planCampaignNews(event));
    },
  };
}

import { z } from 'zod';

/**
 * Events of svc-campaign (stream CAMPAIGN): campaigns and their review (issue 11), later vouchers (issue 12).
 * Subjects are `<entity>.<past-tense-verb>`; consumers (svc-identity's notifications and conversations,
 * svc-mail, later billing) receive the parsed payload. Each area adds its subjects here.
 */
export const campaignEvents = {} as const;
export type CampaignEventSubject = keyof typeof campaignEvents;

import { DASHBOARD_FEEDBACK_COUNT, type CampaignStatus } from '@cadeau/contracts';
import { countsByStatus, newestIn, recipientCounts, toSummary } from '../db/campaigns';
import { newestFeedbackOf } from '../db/vouchers-read';
import { giverOrganizationOf } from '../domain/campaign-access';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** How many campaigns each dashboard panel lists (the counts count all). */
const PANEL_SIZE = 10;

/**
 * GET /campaign/current: the dashboard's campaign panels of the current giver organisation: running, pending and
 * rejected ("to adjust") campaigns, newest first, with the counts per status. A platform administrator without a
 * giver organisation sees every organisation's: the pending ones are his review queue. `feedback`: the newest
 * thanks of recipients on the organisation's campaigns (none without a current giver organisation).
 */
export const handleCurrentCampaigns =
  ({ kit }: CampaignDeps): Handler<'GET /campaign/current'> =>
  async (_ctx, { user }) => {
    const organizationId = giverOrganizationOf(user!);
    const panel = (statuses: CampaignStatus[]) => newestIn(kit.db, organizationId, statuses, PANEL_SIZE);
    const [running, pending, toAdjust, byStatus, feedback] = await Promise.all([
      panel(['running']),
      panel(['pending']),
      panel(['rejected']),
      countsByStatus(kit.db, organizationId),
      // The recipients' thanks (issue 12) for the dashboard panel: the organisation's own campaigns only.
      organizationId ? newestFeedbackOf(kit.db, organizationId, DASHBOARD_FEEDBACK_COUNT) : Promise.resolve([]),
    ]);
    const recipients = await recipientCounts(
      kit.db,
      [...running, ...pending, ...toAdjust].map((r) => r.id),
    );
    const summaries = (rows: typeof running) => rows.map((r) => toSummary(r, recipients.get(r.id)?.total ?? 0));
    const count = (s: CampaignStatus) => byStatus.get(s) ?? 0;
    return {
      running: summaries(running),
      pending: summaries(pending),
      toAdjust: summaries(toAdjust),
      counts: {
        draft: count('draft'),
        running: count('running'),
        pending: count('pending'),
        toAdjust: count('rejected'),
        approved: count('approved'),
        finished: count('finished'),
      },
      feedback,
    };
  };

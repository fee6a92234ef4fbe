import { platformTaskRows } from '../db/platform-read';
import { taskPath } from '../domain/platform-tasks';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /platform/tasks (platform administrators, issue 20): what waits for them, oldest first, each with since when
 * and the page where it is done, and how many of each kind; from svc-campaign's campaigns and its view of the other
 * services (ADR 0031). The dashboard's panel and the navigation's badge read it.
 */
export const handlePlatformTasks =
  (deps: CampaignDeps): Handler<'GET /platform/tasks'> =>
  async (ctx) => {
    ctx.set('cache-control', 'no-store');
    const { rows, counts } = await platformTaskRows(deps.kit.db, todayInZurich(deps.now()));
    return {
      items: rows.map((r) => ({
        kind: r.kind,
        id: r.id,
        title: r.title,
        organizationName: r.organization_name,
        since: r.since.toISOString(),
        amountRappen: r.amount_rappen === null ? null : Number(r.amount_rappen),
        path: taskPath(r.kind, r.id),
      })),
      counts,
      total: Object.values(counts).reduce((a, b) => a + b, 0),
    };
  };

import { releaseCampaign } from '../db/campaign-changes';
import { fieldsOf, recipientCountsOf } from '../db/campaigns';
import { assertManages } from '../domain/campaign-access';
import { planRelease } from '../domain/campaign-changes';
import { nextStatus } from '../domain/campaign-status';
import { actorOf, blockersOf, campaignAnswer, campaignFor, ruleContextOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * POST /campaign/{campaignId}/release (added): draft or rejected → pending (admin, manager). svc-identity is asked
 * strictly (its facts: the invoice address, the name the review shows); every blocker of spec section 5 and every
 * rule is judged under the campaign's lock, and a refusal (409 `releaseBlocked`) lists them all as issues.
 */
export const handleReleaseCampaign =
  (deps: CampaignDeps): Handler<'POST /campaign/{campaignId}/release'> =>
  async (ctx, { params, user }) => {
    const { row, standing } = await campaignFor(deps.kit.db, params.campaignId, user!);
    assertManages(standing);
    nextStatus(row.status, 'release');
    const organization = await deps.identity.organizationFacts(row.organization_id);
    // Asked before the campaign's lock is taken, so no other service's answer is awaited while it is held; asked
    // again under the lock only if a save changed the products in between.
    const asked = await ruleContextOf(deps, fieldsOf(row), 0);
    const released = await releaseCampaign(
      deps.kit,
      row.id,
      organization.name,
      async (trx, locked) => {
        const counts = await recipientCountsOf(trx, locked.id);
        const same = locked.product_ids.join() === row.product_ids.join();
        const rules = same
          ? { ...asked, recipientCount: counts.total }
          : await ruleContextOf(deps, fieldsOf(locked), counts.total);
        return blockersOf(trx, locked, rules, organization.invoiceAddressComplete);
      },
      planRelease,
      actorOf(ctx, user!),
    );
    return campaignAnswer(deps, released, user!);
  };

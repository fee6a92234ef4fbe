import { updateCampaign } from '../db/campaign-changes';
import { fieldsOf, recipientCountsOf } from '../db/campaigns';
import { assertManages } from '../domain/campaign-access';
import { planCampaignUpdate, refuseSave } from '../domain/campaign-changes';
import { ruleIssues, saveRefusals, type CampaignFields } from '../domain/campaign-rules';
import { assertEditable } from '../domain/campaign-status';
import { actorOf, campaignAnswer, campaignFor, ruleContextOf } from './campaign-answer';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /campaign: the named fields of an editable campaign (admin, manager). The save is refused (400, issues at
 * the fields) for what it brings in against the rules (ADR 0016); what else the rules find is answered on the
 * saved draft as issues and release blockers. A stale `version` is 409 `versionConflict`.
 */
export const handleUpdateCampaign =
  (deps: CampaignDeps): Handler<'PUT /campaign'> =>
  async (ctx, { body, user }) => {
    const { row, standing } = await campaignFor(deps.kit.db, body.id, user!);
    assertManages(standing);
    assertEditable(row.status);
    const before = fieldsOf(row);
    const after: CampaignFields = {
      type: body.type ?? before.type,
      startDate: body.startDate === undefined ? before.startDate : body.startDate,
      endDate: body.endDate === undefined ? before.endDate : body.endDate,
      budgetRappen: body.budgetRappen === undefined ? before.budgetRappen : body.budgetRappen,
      productIds: body.productIds ? [...new Set(body.productIds)] : before.productIds,
    };
    const counts = await recipientCountsOf(deps.kit.db, row.id);
    const ctxOfRules = await ruleContextOf(deps, after, counts.total);
    const refused = saveRefusals(before, after, ruleIssues(after, ctxOfRules), ctxOfRules.products);
    if (refused.length) refuseSave(refused);
    const next = { name: body.name ?? row.name, fields: after };
    const saved = await updateCampaign(
      deps.kit,
      row.id,
      (stored) => planCampaignUpdate(stored, body.version, next),
      actorOf(ctx, user!),
    );
    return campaignAnswer(deps, saved, user!);
  };

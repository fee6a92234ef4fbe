import { markClicked } from '../db/voucher-redemption';
import { isHeadlessAgent } from '../domain/headless-agent';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { findVoucherQuietly } from './voucher-lookup';

/**
 * POST /voucher/{code}/visit, public: the page's beacon once it showed a code's campaign. Counts the voucher as
 * clicked once, unless a headless agent sent it (mail scanners open links in headless browsers). Answers 204 for
 * any code, so it tells nothing about codes and spends no lookup budget.
 */
export const handleVoucherVisit =
  (deps: CampaignDeps): Handler<'POST /voucher/{code}/visit'> =>
  async (ctx, { params }) => {
    const voucher = await findVoucherQuietly(deps, params.code);
    if (voucher && !voucher.clicked_at && !isHeadlessAgent(ctx.get('user-agent')))
      await markClicked(deps.kit.db, voucher.id, deps.now());
  };

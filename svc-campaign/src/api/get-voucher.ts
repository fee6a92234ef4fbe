import { formatGiftCode } from '../domain/gift-code';
import { assertRedeemable } from '../domain/redemption-rules';
import { greetingOf, languageOf, offersOf } from '../domain/voucher-offers';
import { isoWeekOf, todayInZurich } from '@cadeau/contracts/values';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';
import { lookupVoucher } from './voucher-lookup';
import { redemptionState } from './voucher-state';

/**
 * GET (and HEAD) /voucher/{code}, public: an unused, valid code with its campaign, the recipient's greeting and
 * the gifts to choose from. Reads only: opening a link (also a mail scanner's GET or HEAD) changes nothing.
 * The answer is personal (a code and a greeting): `Cache-Control: no-store`, so no shared cache keeps it (ADR 0029).
 */
export const handleGetVoucher =
  (deps: CampaignDeps): Handler<'GET /voucher/{code}'> =>
  async (ctx, { params }) => {
    ctx.set('Cache-Control', 'no-store');
    const voucher = await lookupVoucher(deps, ctx, params.code);
    const today = todayInZurich(deps.now());
    assertRedeemable(redemptionState(voucher), today);
    const [facts, soldOut] = await Promise.all([
      deps.offerFacts(voucher.product_ids),
      deps.reservations.soldOut(voucher.product_ids, isoWeekOf(today)),
    ]);
    return {
      code: formatGiftCode(params.code.replace(/\D/g, '')),
      status: 'unused' as const,
      campaign: {
        name: voucher.campaign_name,
        giverName: voucher.organization_name ?? '',
        validFrom: voucher.start_date ?? '',
        validTo: voucher.end_date ?? '',
      },
      greeting: greetingOf(
        voucher.greeting_design,
        { salutation: voucher.recipient_salutation, greeting: voucher.recipient_greeting },
        languageOf(ctx.get('accept-language')),
      ),
      offers: offersOf(voucher.product_ids, facts, soldOut),
      mailsToRecipient: voucher.recipient_email_valid,
    };
  };

import { ErrorKeys } from '@cadeau/contracts';
import { formatGiftCode } from '@cadeau/contracts/gift-code';
import { errors } from '@cadeau/service-kit/errors';
import { sealedCodesOf } from '../db/vouchers-mailing';
import { open } from '../domain/code-crypto';
import type { CampaignDeps } from './deps';
import type { Handler } from './routes';

/** Only svc-mail opens codes, at send time: any other signed service is refused (least privilege). */
export const CODE_READERS: readonly string[] = ['svc-mail'];

/**
 * POST /internal/vouchers/codes (svc-mail, when it sends): the codes of these vouchers, opened and formatted.
 * Unknown ids are left out. Nothing of the answer is logged here (the request log records path and status only).
 */
export const handleVoucherCodes =
  ({ kit, voucherKeys }: CampaignDeps): Handler<'POST /internal/vouchers/codes'> =>
  async (_ctx, { body, caller }) => {
    if (!caller || !CODE_READERS.includes(caller)) throw errors.forbidden(ErrorKeys.forbidden);
    const rows = await sealedCodesOf(kit.db, body.voucherIds);
    return { codes: rows.map((r) => ({ voucherId: r.id, code: formatGiftCode(open(voucherKeys, r.code_cipher)) })) };
  };

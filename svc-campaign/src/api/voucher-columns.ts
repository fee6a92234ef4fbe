import type { RecipientVoucher } from '@cadeau/contracts';
import { formatGiftCode } from '@cadeau/contracts/gift-code';
import type { VoucherDbRow } from '../db/vouchers-read';
import { open, type VoucherKeys } from '../domain/code-crypto';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A voucher as the recipients list shows it; the code (formatted) only when `withCode`. */
export function voucherColumns(row: VoucherDbRow, keys: VoucherKeys, withCode: boolean): RecipientVoucher {
  return {
    id: row.id,
    status: row.status,
    code: withCode ? formatGiftCode(open(keys, row.code_cipher)) : null,
    redeemedAt: iso(row.redeemed_at),
    mailedAt: iso(row.mailed_at),
    openedAt: iso(row.opened_at),
    clickedAt: iso(row.clicked_at),
    mailFailedAt: iso(row.mail_failed_at),
    mailFailure: row.mail_failure,
    hasFeedback: row.feedback_at !== null,
  };
}

import type { TFunction } from 'i18next';
import type { InvoiceLine, InvoiceStatus } from '@cadeau/contracts';
import { StatusTag } from '@cadeau/ui/cockpit';
import { formatBasisPoints, formatDate, formatPercent } from '@cadeau/ui/format';
import type { Language } from '@cadeau/ui/i18n';

// What is still to pay stands out (as in the campaign's deposit); paid is green, a payout paid out blue.
const colors: Partial<Record<InvoiceStatus, string>> = {
  open: 'gold',
  partialPaid: 'gold',
  reopened: 'red',
  paid: 'green',
  paidOut: 'blue',
};

/** An invoice's status in words on a coloured tag. */
export function InvoiceStatusTag({ status, testId = 'invoice-status' }: { status: InvoiceStatus; testId?: string }) {
  return <StatusTag status={status} colors={colors} textKey="billing.status" testId={testId} />;
}

/** A calendar day (`YYYY-MM-DD`, a due date) as the page writes dates, the same day in every time zone. */
export function formatDay(day: string | null, lang: Language): string {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? formatDate(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])), lang) : '';
}

/**
 * A line's description in the page's language, the words of the invoice's PDF: the kind's name with its detail
 * (a fee's percent, an order's number, a VAT line's rate); a manual line is its own text. Percentages are written
 * as the page's language writes numbers (Gebühr 0,1 %, MWST 8,1 %; issue 23).
 */
export function lineText(t: TFunction, line: InvoiceLine, lang: Language): string {
  const text = line.text.trim();
  // A payout's line names the day it was asked for (`YYYY-MM-DD`): written as every date of the page.
  const detail = /^\d{4}-\d{2}-\d{2}$/.test(text) ? formatDay(text, lang) : text;
  switch (line.kind) {
    case 'feeGiver':
      return t('billing.line.feeGiver', {
        percent: /^\d+(\.\d{1,2})?$/.test(text) ? formatPercent(Number(text), lang) : text,
      });
    case 'vat':
      return line.vatRateBasisPoints === null
        ? t('billing.line.vatNoRate')
        : t('billing.line.vat', { rate: formatBasisPoints(line.vatRateBasisPoints, lang) });
    case 'order':
    case 'feeSeller':
    case 'payout':
      return t(`billing.line.${line.kind}`, { text: detail }).trim();
    case 'manual':
      return text || t('billing.line.manual');
    default:
      return t(`billing.line.${line.kind}`);
  }
}

/** What a history entry's action is called; an action this page does not know yet is named as the server sent it. */
export function historyActionText(t: TFunction, action: string): string {
  const known = [
    'issued',
    'payment',
    'creditApplied',
    'reopened',
    'amountCorrected',
    'paidOut',
    'settled',
    'unassigned',
  ];
  return known.includes(action) ? t(`billing.history.${action}`) : t('billing.history.other', { action });
}

/** An IBAN in groups of four, as it is printed and read aloud: CH93 0076 2011 6238 5295 7. */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** An order billing's month (`YYYY-MM`): 11.2026 (de) or 11/2026 (en). */
export function formatPeriod(period: string | null, lang: Language): string {
  const m = period ? /^(\d{4})-(\d{2})$/.exec(period) : null;
  if (!m) return period ?? '';
  return lang === 'de' ? `${m[2]}.${m[1]}` : `${m[2]}/${m[1]}`;
}

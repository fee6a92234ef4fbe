import type { BankPaymentFacts } from '@cadeau/contracts';

/** The columns of a bank payment row its event tells. */
export interface BankPaymentFactsRow {
  id: string;
  bank_reference: string;
  status: BankPaymentFacts['status'];
  amount_rappen: number | string;
  unassigned_rappen: number | string;
  debtor_name: string | null;
}

/**
 * What `bankPayment.changed` tells (issue 20): published when a payment becomes unmatched (received without a
 * match, or back from a reopened invoice) or stops being so (assigned, reversed). Those are the platform's tasks;
 * matched payments are told by their invoice's events, so a bank file of thousands publishes only its strays.
 */
export function bankPaymentFactsOf(row: BankPaymentFactsRow): BankPaymentFacts {
  return {
    paymentId: row.id,
    bankReference: row.bank_reference,
    status: row.status,
    amountRappen: Number(row.amount_rappen),
    unassignedRappen: Number(row.unassigned_rappen),
    debtorName: row.debtor_name,
  };
}

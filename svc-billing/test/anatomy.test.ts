import { join } from 'node:path';
import { describeServiceAnatomy, LEFT_FOR_NOW } from '@cadeau/service-kit/testing';

// What is left of rules in db/ (issue 22), each entry with why it stays (LEFT_FOR_NOW
// says the common reasons); a fix takes its entry off, so the lists only shrink.

const rulesInDb = {
  // planCredits is a plan made in db/ from the bank file's reads: the ledger's idempotency (same key, other content
  // refused) belongs with domain/ledger's rules.
  'db/bank-files.ts: if (prior && prior.content !== content) throw new DomainError(409, ErrorKeys.invoice.idempotencyConflict, { key });':
    LEFT_FOR_NOW.underLock,
  // The manual assignment of an unmatched payment to an invoice.
  'db/bank-files.ts: if (!payment) throw errors.notFound(ErrorKeys.invoice.paymentNotFound);': LEFT_FOR_NOW.missingRow,
  'db/bank-files.ts: throw errors.conflict(ErrorKeys.invoice.paymentAlreadyAssigned);': LEFT_FOR_NOW.underLock,
  "db/bank-files.ts: if (!invoice || invoice.type === 'payout') throw errors.notFound(ErrorKeys.invoice.notFound);":
    LEFT_FOR_NOW.underLock,
  'db/invoice-actions.ts: if (!invoice) throw errors.notFound(ErrorKeys.invoice.notFound);': LEFT_FOR_NOW.missingRow,
  // The database's own answer: the batch insert skipped keys (`on conflict do nothing`) that a concurrent booking
  // wrote first, as a unique violation would be answered in a catch block.
  "db/journal-batch.ts: throw new DomainError(409, ErrorKeys.invoice.idempotencyConflict, { key: 'booked concurrently' });":
    'the answer of an insert that skipped keys a concurrent booking wrote (on conflict do nothing), not a rule',
  // A booking's key already in the journal with other content: the ledger's idempotency rule (Formance's).
  'db/journal.ts: if (known.content !== content) throw new DomainError(409, ErrorKeys.invoice.idempotencyConflict, { key: plan.key });':
    LEFT_FOR_NOW.underLock,
};

// The service anatomy of ADR 0006, checked on the sources, as in every service.
describeServiceAnatomy(join(__dirname, '..'), { allowed: { rulesInDb } });

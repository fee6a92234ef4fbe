import type { Kit } from '@cadeau/service-kit';
import type { TransactionPlan } from '../domain/journal';
import { issueInvoice } from './issuing';
import type { InvoiceDraft } from './invoices';

/** Writes a manual invoice and its issuing transaction in one database transaction. */
export async function issueManualInvoice(
  kit: Pick<Kit<'billing'>, 'addEvent' | 'addEvents' | 'db'>,
  draft: InvoiceDraft,
  plan: TransactionPlan,
  referenceOf: (number: string) => string | null,
): Promise<void> {
  await kit.db.transaction((trx) => issueInvoice(kit, trx, draft, [plan], referenceOf));
}

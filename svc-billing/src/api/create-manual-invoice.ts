import { randomUUID } from 'node:crypto';
import { transactionByKey } from '../db/journal';
import { issueManualInvoice } from '../db/manual-invoices';
import { planManualInvoice } from '../domain/plans/invoices';
import { assertQrBill } from '../domain/qr-bill-rules';
import { invoiceContext } from '../adapters/invoice-context';
import type { BillingDeps } from './deps';
import { invoiceDetail } from './invoice-answer';
import type { Handler } from './routes';

/**
 * POST /invoice (platform administrators): a manual invoice to an organisation for anything else, VAT added at the
 * standard rate unless `withVat` is false. Refused before anything is written when its QR-bill would break the
 * guidelines (an incomplete invoice address, forbidden characters).
 */
export const handleCreateManualInvoice =
  (deps: BillingDeps): Handler<'POST /invoice'> =>
  async (ctx, { body, user }) => {
    const invoiceId = randomUUID();
    const key = `manual:${ctx.get('Idempotency-Key') || invoiceId}`;
    const earlier = await transactionByKey(deps.kit.db, key);
    if (earlier?.invoice_id) return invoiceDetail(deps.kit.db, earlier.invoice_id);
    const ctxFacts = await invoiceContext(deps, body.organizationId);
    const plan = planManualInvoice({
      key,
      invoiceId,
      lines: body.lines,
      vatRateBasisPoints: body.withVat === false ? null : ctxFacts.vatRateBasisPoints,
      byUserId: user!.userId,
      reason: body.reason,
    });
    assertQrBill({
      creditor: ctxFacts.platform,
      debtor: ctxFacts.organization,
      amountRappen: plan.amountRappen,
      reference: ctxFacts.referenceOf('2000-000001'),
      message: '2000-000001',
    });
    await issueManualInvoice(
      deps.kit,
      {
        id: invoiceId,
        type: 'manual',
        organizationId: body.organizationId,
        language: ctxFacts.language,
        creditor: ctxFacts.platform,
        debtor: ctxFacts.organization,
        lines: plan.lines,
        dueDate: ctxFacts.dueDate,
        amountRappen: plan.amountRappen,
        issuedAt: ctxFacts.now,
      },
      plan.transaction,
      ctxFacts.referenceOf,
    );
    return invoiceDetail(deps.kit.db, invoiceId);
  };

import { streams, type InvoiceFacts } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import type { BillingDeps } from '../api/deps';
import { renderInvoicePdf } from '../adapters/invoice-pdf';
import { invoiceWithNames } from '../db/invoice-queries';
import { invoiceDocument } from '../domain/invoice-document-of';
import { paymentMailRecipients } from '../domain/parties';

const PAYMENTS_PATH = '/cockpit/payments';

/**
 * The organisation's payment mails from billing's own events (BILLING stream): every issued invoice with its PDF
 * (the QR-bill inside when something is to pay), "payment received" when an invoice is paid, "payout done". To
 * Payments.NotificationMails, else the organisation's admins, in the organisation's language. Queued through the
 * outbox with the event's id in the idempotency key, so a redelivery mails nobody twice.
 */
export function billingMailsConsumer(
  deps: BillingDeps,
  stream: string = streams.billing.name,
): ConsumerDef<'invoice.issued' | 'invoice.paid' | 'payout.done'> {
  const { kit, identity } = deps;
  return {
    durable: 'billing-mails',
    stream,
    filterSubjects: ['invoice.issued', 'invoice.paid', 'payout.done'],
    async handle(trx, event) {
      const facts: InvoiceFacts = event.data;
      // An order billing documents fees already deducted: no mail of its own, the seller reads it under Payments.
      if (facts.type === 'orderBilling') return;
      // A deposit paid by credit at once is issued and paid together: the issue mail says it.
      if (event.type === 'invoice.paid' && facts.amountRappen === 0) return;
      const recipients = paymentMailRecipients(await identity.billingFacts(facts.organizationId));
      const row = await invoiceWithNames(trx as unknown as Knex, facts.invoiceId);
      if (!row) return;
      for (const [i, to] of recipients.entries()) {
        const key = `${event.id}:${i}`;
        if (event.type === 'invoice.issued') {
          const pdf = await renderInvoicePdf(invoiceDocument(row, to.language));
          await kit.queueMail(trx, {
            template: 'invoiceIssued',
            locale: to.language,
            to: to.email,
            idempotencyKey: key,
            data: {
              organizationName: row.organization_name ?? row.debtor.name,
              invoiceNumber: facts.number,
              invoiceType: facts.type,
              amountRappen: facts.amountRappen,
              openRappen: facts.openRappen,
              dueDate: row.due_date ? invoiceDocument(row, to.language).dueDate : null,
              ...(row.campaign_name ? { campaignName: row.campaign_name } : {}),
              path: PAYMENTS_PATH,
            },
            attachments: [
              {
                filename: `${facts.number}.pdf`,
                contentType: 'application/pdf',
                contentBase64: pdf.toString('base64'),
              },
            ],
          });
        } else if (event.type === 'invoice.paid') {
          await kit.queueMail(trx, {
            template: 'paymentReceived',
            locale: to.language,
            to: to.email,
            idempotencyKey: key,
            data: {
              organizationName: row.organization_name ?? row.debtor.name,
              invoiceNumber: facts.number,
              paidRappen: facts.amountRappen - facts.openRappen,
              openRappen: facts.openRappen,
              path: PAYMENTS_PATH,
            },
          });
        } else {
          const iban = row.creditor.iban ?? '';
          await kit.queueMail(trx, {
            template: 'payoutDone',
            locale: to.language,
            to: to.email,
            idempotencyKey: key,
            data: {
              organizationName: row.organization_name ?? row.creditor.name,
              invoiceNumber: facts.number,
              amountRappen: facts.amountRappen,
              iban: iban.length > 4 ? `${'•'.repeat(iban.length - 4)}${iban.slice(-4)}` : iban,
              path: PAYMENTS_PATH,
            },
          });
        }
      }
    },
  };
}

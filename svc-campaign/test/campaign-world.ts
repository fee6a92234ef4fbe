import { randomUUID } from 'node:crypto';
import type { InvoiceFacts, InvoiceStatus, ProductFacts } from '@cadeau/contracts';
import type { Knex } from 'knex';
import type { DepositSubject } from '../src/domain/campaign-deposit';
import { depositsConsumer } from '../src/workers/deposits-consumer';
import type { CatalogStandIn } from './catalog-standin';
import { member, type Caller } from './harness';

/** The time the campaign tests live at (the service's injected clock): 2030-03-01, 10:00 in Zurich. */
export const NOW = new Date('2030-03-01T09:00:00Z');

/** A product of the catalog stand-in (approved, physical, CHF 25 + 7 shipping unless told otherwise). */
export function productIn(catalog: CatalogStandIn, fields: Partial<ProductFacts> = {}): ProductFacts {
  const product: ProductFacts = {
    id: randomUUID(),
    status: 'approved',
    type: 'physical',
    name: { de: 'Tasse', en: 'Mug' },
    grossPriceRappen: 2500,
    shippingRappen: 700,
    deliveryDays: 2,
    organizationId: randomUUID(),
    organizationName: 'Seller AG',
    imageUrl: null,
    ...fields,
  };
  catalog.products.set(product.id, product);
  return product;
}

/** A giver organisation's admin, with its facts at svc-identity's stand-in (invoice address complete by default). */
export function giverAdmin(
  identity: { organizations: Map<string, unknown> },
  facts: { invoiceAddressComplete?: boolean; name?: string } = {},
): Caller {
  const admin = member();
  const id = admin.currentOrganizationId!;
  identity.organizations.set(id, {
    id,
    name: facts.name ?? 'Giver AG',
    status: 'approved',
    features: ['giver'],
    invoiceAddressComplete: facts.invoiceAddressComplete ?? true,
  });
  return admin;
}

/** Another member of `owner`'s organisation with `roles`. */
export function colleague(owner: Caller, roles: string[]): Caller {
  const org = owner.organizations[0]!;
  return member({ organizationId: org.id, roles, features: org.features });
}

/** `count` recipients of a campaign, written straight into the recipients area's table. */
export async function addRecipients(knex: Knex, campaignId: string, count: number, prefix = 'r') {
  const rows = Array.from({ length: count }, (_, i) => ({
    campaign_id: campaignId,
    email: `${prefix}${i}-${randomUUID().slice(0, 8)}@example.ch`,
  }));
  if (rows.length) await knex('recipients').insert(rows);
}

/** A saved mail design with a subject and a greeting design with a text (what a release needs of the designs). */
export async function addDesigns(knex: Knex, campaignId: string) {
  await knex('mail_designs').insert({
    id: randomUUID(),
    campaign_id: campaignId,
    design: JSON.stringify({ subject: { de: 'Ein Geschenk', en: 'A gift' } }),
    version: 1,
  });
  await knex('greeting_designs').insert({
    id: randomUUID(),
    campaign_id: campaignId,
    design: JSON.stringify({ greetingText: { de: 'Danke', en: 'Thank you' } }),
    version: 1,
  });
}

/** The payloads of the outbox events of `subject` about one campaign. */
export async function eventsOf(knex: Knex, subject: string, campaignId: string) {
  const rows = await knex('outbox').where({ subject }).orderBy('seq').select('payload');
  return rows
    .map((r) => r.payload as Record<string, unknown>)
    .filter((p) => p.campaignId === campaignId || p.entityId === campaignId);
}

const subjectOf: Record<InvoiceStatus, DepositSubject> = {
  open: 'invoice.issued',
  partialPaid: 'invoice.issued',
  paid: 'invoice.paid',
  paidOut: 'invoice.paid',
  reopened: 'invoice.reopened',
};

/**
 * Gives a campaign a deposit invoice in `status` (paid by default) the way svc-billing's event would: the deposits
 * consumer's own effect (workers/deposits-consumer.ts `handle`, which writes the read model through
 * db/deposits.ts) runs on an envelope made here, in a transaction of its own; only NATS and the inbox are left
 * out (test/deposits.test.ts drives the whole path through the BILLING stream). Answers the invoice's facts.
 */
export async function giveDeposit(
  knex: Knex,
  campaignId: string,
  status: InvoiceStatus = 'paid',
  fields: Partial<InvoiceFacts> & { occurredAt?: string } = {},
): Promise<InvoiceFacts> {
  const { occurredAt, ...rest } = fields;
  const amountRappen = rest.amountRappen ?? 511_351;
  const data: InvoiceFacts = {
    invoiceId: randomUUID(),
    number: `2030-${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`,
    type: 'deposit',
    status,
    organizationId: randomUUID(),
    campaignId,
    amountRappen,
    openRappen: status === 'paid' ? 0 : amountRappen,
    ...rest,
  };
  const type = subjectOf[status];
  await knex.transaction((trx) =>
    depositsConsumer().handle(trx, {
      id: randomUUID(),
      type,
      version: 1,
      occurredAt: occurredAt ?? new Date().toISOString(),
      data,
    }),
  );
  return data;
}

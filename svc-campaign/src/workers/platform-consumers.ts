import { streams, type EventData } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import {
  addMoneyMoves,
  storeBankPayment,
  storeContact,
  storeConversation,
  storeInvoice,
  storeOrder,
  storeOrganization,
  storeProduct,
  storeProductWeek,
  storeUser,
} from '../db/platform-view';
import {
  PLATFORM_AVAILABILITY_SUBJECTS,
  PLATFORM_BILLING_SUBJECTS,
  PLATFORM_IDENTITY_SUBJECTS,
  PLATFORM_ORDER_SUBJECTS,
  PLATFORM_PRODUCT_SUBJECTS,
  productRowOf,
  replacedProductOf,
  type PlatformProductSubject,
} from '../domain/platform-facts';

/**
 * Tells, once `trx` has committed, that the platform's tasks may have changed (a hint on core NATS; the gateway
 * passes it to the administrators' sockets). After the commit, so a list read on the hint sees the change.
 */
export type TasksChanged = () => void;
const afterCommit = (trx: Knex.Transaction, tasksChanged: TasksChanged) =>
  void trx.executionPromise.then(tasksChanged, () => undefined);

/**
 * The platform's view (issue 20, ADR 0031): durable consumers with the kit's inbox (each event takes effect once)
 * that replay the other services' streams from their start into svc-campaign's read models (db/platform-view.ts).
 * A consumer waits while its stream does not exist yet (the kit retries), as the deposits consumer does.
 */
export function platformIdentityConsumer(
  tasksChanged: TasksChanged = () => undefined,
  stream: string = streams.identity.name,
): ConsumerDef<(typeof PLATFORM_IDENTITY_SUBJECTS)[number]> {
  return {
    durable: 'platform-identity',
    stream,
    filterSubjects: PLATFORM_IDENTITY_SUBJECTS,
    async handle(trx, event) {
      const at = new Date(event.occurredAt);
      // Organisations and conversations are tasks; a registered user is only a number.
      if (event.type !== 'user.registered') afterCommit(trx, tasksChanged);
      if (event.type === 'organization.updated') {
        const d = event.data as EventData<'organization.updated'>;
        await storeOrganization(
          trx,
          { id: d.organizationId, name: d.name, status: d.status, features: d.features },
          at,
        );
      } else if (event.type === 'user.registered') {
        await storeUser(trx, (event.data as EventData<'user.registered'>).userId, at);
      } else if (event.type === 'contact.received' || event.type === 'contact.answered') {
        const d = event.data as EventData<'contact.received'>;
        const status = event.type === 'contact.received' ? 'open' : 'answered';
        await storeContact(trx, { id: d.contactId, name: d.name, status }, at);
      } else {
        const d = event.data as EventData<'conversation.updated'>;
        await storeConversation(
          trx,
          { id: d.conversationId, organization_id: d.organizationId, status: d.status, turn: d.turn ?? null },
          at,
        );
      }
    },
  };
}

const CATALOG_SUBJECTS = [
  ...PLATFORM_PRODUCT_SUBJECTS,
  ...PLATFORM_ORDER_SUBJECTS,
  ...PLATFORM_AVAILABILITY_SUBJECTS,
] as const;

export function platformCatalogConsumer(
  tasksChanged: TasksChanged = () => undefined,
  stream: string = streams.catalog.name,
): ConsumerDef<(typeof CATALOG_SUBJECTS)[number]> {
  return {
    durable: 'platform-catalog',
    stream,
    filterSubjects: CATALOG_SUBJECTS,
    async handle(trx, event) {
      const at = new Date(event.occurredAt);
      if (event.type.startsWith('availability.')) {
        const a = event.data as EventData<'availability.reserved'>;
        await storeProductWeek(trx, a, at);
        return;
      }
      if (event.type.startsWith('product.')) {
        // Products to review are tasks; reservations and orders are only numbers (no hint for each of them).
        afterCommit(trx, tasksChanged);
        const subject = event.type as PlatformProductSubject;
        const data = event.data as EventData<PlatformProductSubject>;
        await storeProduct(trx, productRowOf(subject, data), replacedProductOf(subject, data), at);
        return;
      }
      const o = event.data as EventData<'order.placed'>;
      await storeOrder(
        trx,
        {
          id: o.orderId,
          number: o.number,
          seller_organization_id: o.sellerOrganizationId,
          status: o.status,
          value_rappen: o.priceRappen + o.shippingRappen,
          product_id: o.productId,
          week: o.week,
        },
        at,
      );
    },
  };
}

export function platformBillingConsumer(
  tasksChanged: TasksChanged = () => undefined,
  stream: string = streams.billing.name,
): ConsumerDef<(typeof PLATFORM_BILLING_SUBJECTS)[number]> {
  return {
    durable: 'platform-billing',
    stream,
    filterSubjects: PLATFORM_BILLING_SUBJECTS,
    async handle(trx, event) {
      const at = new Date(event.occurredAt);
      // Fees and credit are only numbers; invoices and bank payments can be tasks.
      if (event.type === 'ledger.moved') return addMoneyMoves(trx, event.data as EventData<'ledger.moved'>, at);
      afterCommit(trx, tasksChanged);
      if (event.type === 'bankPayment.changed')
        return storeBankPayment(trx, event.data as EventData<'bankPayment.changed'>, at);
      await storeInvoice(trx, event.data as EventData<'invoice.issued'>, at);
    },
  };
}

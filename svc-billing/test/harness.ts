import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import {
  eventRegistry,
  standardVatRatesRoute,
  streams,
  type EventInput,
  type EventSubject,
  type VatRate,
} from '@cadeau/contracts';
import { createService } from '@cadeau/service-kit';
import {
  member as kitMember,
  platformAdmin,
  startServiceUnderTest,
  until,
  type Caller,
  type MemberFields,
} from '@cadeau/service-kit/testing';
import { connect, JSONCodec, nanos, type NatsConnection } from 'nats';
import { createBillingService, type BillingOptions } from '../src/app';
import { paymentSettings } from './parties';

export const SECRET = 'billing-test-secret-0123456789';
export { platformAdmin, type Caller };

/** A signed-in member of one organisation (a giver admin by default). */
export const member = (fields: Partial<MemberFields> = {}): Caller => kitMember('giver', fields);

export { billingFacts, paymentSettings } from './parties';

/** svc-catalog's internal VAT route at the network edge: the standard rate's history (8.1 % since 2024). */
async function startCatalogStandIn(secret: string, rates: VatRate[]) {
  const service = await createService({
    name: 'catalog-standin',
    service: 'catalog',
    secret,
    setup(kit) {
      kit.route(standardVatRatesRoute, async () => ({ rates }));
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => service.close() };
}

const codec = JSONCodec();

/**
 * svc-billing on a fresh database and a private NATS server with the streams of the services whose events it books
 * (created as they create them), svc-identity's and svc-catalog's internal routes answered by loopback stand-ins.
 */
export async function startBilling(options: Partial<BillingOptions> = {}) {
  const catalog = await startCatalogStandIn(SECRET, [
    { rateBasisPoints: 770, validFrom: '2018-01-01' },
    { rateBasisPoints: 810, validFrom: '2024-01-01' },
  ]);
  const h = await startServiceUnderTest({
    name: 'billing',
    secret: SECRET,
    create: (base) =>
      createBillingService({ ...base, catalogUrl: catalog.url, orderBillingSchedule: null, demoWaitMs: 0, ...options }),
  });
  Object.assign(h.identity.settings, paymentSettings);
  const nc: NatsConnection = await connect({ servers: h.nats.url });
  const jsm = await nc.jetstreamManager();
  for (const s of [streams.campaign, streams.catalog, streams.identity])
    await jsm.streams.add({ name: s.name, subjects: [...s.subjects], duplicate_window: nanos(120_000) });

  /** Publishes one event as its producer's relay does (envelope `id`: the outbox id). */
  async function publish<S extends EventSubject>(subject: S, data: EventInput<S>, id: string = randomUUID()) {
    const envelope = { id, type: subject, version: 1, occurredAt: new Date().toISOString() };
    await nc
      .jetstream()
      .publish(subject, codec.encode({ ...envelope, data: eventRegistry[subject].parse(data) }), { msgID: id });
    return id;
  }

  /** Waits until a durable consumer of svc-billing handled everything published so far. */
  async function drained(stream: string, durable: string) {
    await until(
      `${durable} drained`,
      async () => {
        const info = await jsm.consumers.info(stream, durable).catch(() => null);
        return !!info && info.num_pending === 0 && info.num_ack_pending === 0;
      },
      20_000,
    );
  }

  /**
   * Waits until svc-billing's background work is done: every outbox row published (its relay) and its own mail
   * consumer idle, twice in a row (the consumer's work writes outbox rows the relay then publishes).
   */
  async function settled() {
    for (let round = 0; round < 2; round++) {
      await until(
        'the outbox published',
        async () => {
          const row = await h.knex('outbox').whereNull('published_at').first('id');
          return !row;
        },
        20_000,
      );
      await drained(streams.billing.name, 'billing-mails');
    }
  }

  async function stop() {
    await nc.close();
    await h.stop();
    await catalog.stop();
  }
  return { ...h, nc, publish, drained, settled, stop };
}
export type BillingHarness = Awaited<ReturnType<typeof startBilling>>;

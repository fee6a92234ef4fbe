import { connect, nanos, type NatsConnection } from 'nats';
import { seedVatCategoryData } from '../src/db/seed-vat-categories';
import { startCatalog, type CatalogHarness } from './harness';

/**
 * svc-catalog (VAT categories seeded) for the tests of a consumer: a connection to its private NATS with another
 * service's stream created there as that service creates it, so the test publishes the events svc-catalog consumes.
 * What started is stopped again when a later step fails (beforeAll would leave it running).
 */
export async function startCatalogConsuming(stream: {
  name: string;
  subjects: readonly string[];
}): Promise<{ h: CatalogHarness; nc: NatsConnection }> {
  const h = await startCatalog();
  let nc: NatsConnection | undefined;
  try {
    await seedVatCategoryData(h.knex);
    nc = await connect({ servers: h.nats.url });
    const jsm = await nc.jetstreamManager();
    await jsm.streams.add({ name: stream.name, subjects: [...stream.subjects], duplicate_window: nanos(120_000) });
    return { h, nc };
  } catch (error) {
    await nc?.close();
    await h.stop();
    throw error;
  }
}

import { streams, type eventRegistry } from '@cadeau/contracts';
import { producerStream } from './producer-stream';

type CatalogSubject = Extract<keyof typeof eventRegistry, `product.${string}` | 'audit.catalog.recorded'>;

/** svc-catalog's side of the CATALOG stream on a test's private NATS (see producerStream). */
export const catalogStream = (natsUrl: string) => producerStream<CatalogSubject>(natsUrl, streams.catalog);
export type CatalogStream = Awaited<ReturnType<typeof catalogStream>>;

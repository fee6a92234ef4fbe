import type { Kit } from '@cadeau/service-kit';

/** The service's pino logger type, without depending on pino directly. */
export type Logger = Kit['logger'];

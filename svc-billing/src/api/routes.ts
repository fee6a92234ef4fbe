import type { RouteHandlers } from '@cadeau/service-kit';

/** The handler of one billing route, typed by its route-table entry (`'METHOD /path'`). */
export type Handler<K extends keyof RouteHandlers<'billing'>> = RouteHandlers<'billing'>[K];

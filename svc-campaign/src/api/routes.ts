import type { RouteHandlers } from '@cadeau/service-kit';

/** The handler of one campaign route, typed by its route-table entry (`'METHOD /path'`: a typo is a compile error). */
export type Handler<K extends keyof RouteHandlers<'campaign'>> = RouteHandlers<'campaign'>[K];

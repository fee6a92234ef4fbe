/**
 * What `npm run bench` drives of svc-catalog (the availability and race benches), as `@cadeau/svc-catalog/bench`
 * (issue 22: bench uses the service's exported entry points, not its files). Nothing here is used by the service.
 */
export { campaignVouchers } from './adapters/campaign-vouchers';
export { setWeeklyCapacity } from './db/availability';
export { migrations } from './db/migrations';
export { reserveUnit, type ReservationWriter } from './db/reservations';
export { currentIsoWeek } from './domain/iso-week';
export { SWEEP_AGE_MS } from './domain/reservation-sweep';
export { CATALOG_SCHEMA } from './schema';
export { sweepReservations } from './workers/reservation-sweeper';

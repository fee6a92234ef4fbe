import { describeRouteProperties } from '@cadeau/service-kit/testing';
import { startIdentity, type Identity } from './harness';
import { buildWorld, type Persona, type World } from './permission-world';
import { samples, type Sample } from './route-samples';

let id: Identity;
beforeAll(async () => {
  id = await startIdentity();
});
afterAll(() => id.stop());

/**
 * Issue 8, "Bad input never gives a 5xx": every identity route of the table, fed generated bodies,
 * parameters and queries around its permission sample (fast-check), as a platform administrator (passes
 * every user rule), an organisation admin and anonymously. Never a 5xx; a refused call writes nothing.
 */
describeRouteProperties<Persona, World, Sample>('generated requests to every identity route', {
  service: 'identity',
  personas: ['platformAdmin', 'orgAdmin', 'anonymous'],
  app: () => id.service.app.callback(),
  world: () => buildWorld(id),
  samples,
  headersOf: (persona, w) => w.headersOf(persona),
  db: () => id.knex,
  // A refused login counts against the (account, address) lock: that write is the point of it.
  writtenOnRefusal: ['login_limits'],
  // The mail-request worker settles an earlier call's request (forgot-password, resend) in the background:
  // wait for it before each snapshot, so only the refused call's own writes show.
  settle: () => id.settledMailRequests(),
});

import { describeRouteProperties } from '@cadeau/service-kit/testing';
import { type Gateway } from '../src/app';
import { VALID_TOKEN } from './standin-identity';
import { standInWorld } from './stand-in-world';

const world = standInWorld('route-properties');
let gateway: Gateway;

beforeAll(async () => {
  // Generated reports are many: the budget must not turn the property into a rate-limit test.
  gateway = await world.gateway({ errorLogRatePerMinute: 10_000 });
});

/**
 * Issue 8, "Bad input never gives a 5xx", for the gateway's own routes (the client error log), through
 * /api as a browser calls them, logged in and anonymous.
 */
describeRouteProperties<'loggedIn' | 'anonymous', undefined>("generated requests to the gateway's own routes", {
  service: 'gateway',
  personas: ['loggedIn', 'anonymous'],
  pathPrefix: '/api',
  app: () => gateway.service.app.callback(),
  headersOf: (persona): Record<string, string> =>
    persona === 'loggedIn' ? { cookie: `cadeau_session=${VALID_TOKEN}` } : {},
  samples: {
    'POST /log/error': () => ({ body: { message: 'TypeError: x is undefined', stack: 'at main.js:1:2' } }),
  },
});

/**
 * Where the end-to-end stack listens: its own ports, so it runs next to a developer's `npm start`
 * (8080/3101/4222) without touching it.
 */
export const E2E_GATEWAY_PORT = Number(process.env.E2E_GATEWAY_PORT ?? 8180);
export const E2E_IDENTITY_PORT = Number(process.env.E2E_IDENTITY_PORT ?? 3181);
/** Every other service: its default port + 80 (svc-mail 3105 → 3185), so new services need no change here. */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 80);
/** Its own NATS too: durable consumers of another stack on a shared NATS would take our events. */
export const E2E_NATS_PORT = Number(process.env.E2E_NATS_PORT ?? 4322);
export const E2E_BASE_URL = `http://localhost:${E2E_GATEWAY_PORT}`;

/**
 * The variable global-setup.ts puts the run's USER_CONTEXT_SECRET in: the secret of signed internal calls, for the
 * tests that drive a dev-only internal route (support/internal-calls.ts).
 */
export const E2E_SECRET_ENV = 'E2E_USER_CONTEXT_SECRET';
/** Where a service of the e2e stack listens: its default port moved by the offset (svc-mail 3105 → 3185). */
export const e2eServiceUrl = (defaultPort: number): string => `http://127.0.0.1:${defaultPort + E2E_PORT_OFFSET}`;

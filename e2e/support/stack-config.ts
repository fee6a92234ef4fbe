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

import { statusOf } from '@cadeau/service-kit/testing';
import { standInWorld } from './stand-in-world';

const world = standInWorld('drain');

describe('a stopping gateway drains before its realtime server closes the listener (ADR 0032)', () => {
  it('answers /readyz 503 while it still serves pages and the API, then stops listening', async () => {
    process.env.SHUTDOWN_DRAIN_MS = '600';
    const gateway = await world.gateway().finally(() => delete process.env.SHUTDOWN_DRAIN_MS);
    const server = await gateway.listen(0, '127.0.0.1');
    const port = (server.address() as { port: number }).port;
    expect(await statusOf(port, '/readyz')).toBe(200);

    const closed = gateway.close();
    expect(await statusOf(port, '/readyz')).toBe(503);
    // socket.io's close() used to run first and close the listener at once: this was refused.
    expect(await statusOf(port, '/')).toBe(200);
    expect(await statusOf(port, '/api/user/myuser')).toBe(401);
    await closed;
    expect(await statusOf(port, '/')).toBe(0);
  });
});

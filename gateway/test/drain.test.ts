import http from 'node:http';
import { standInWorld } from './stand-in-world';

const world = standInWorld('drain');

/** One GET on a fresh connection: status, or 0 when nothing listens. */
function get(port: number, path: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
  });
}

describe('a stopping gateway drains before its realtime server closes the listener (ADR 0032)', () => {
  it('answers /readyz 503 while it still serves pages and the API, then stops listening', async () => {
    process.env.SHUTDOWN_DRAIN_MS = '600';
    const gateway = await world.gateway().finally(() => delete process.env.SHUTDOWN_DRAIN_MS);
    const server = await gateway.listen(0, '127.0.0.1');
    const port = (server.address() as { port: number }).port;
    expect(await get(port, '/readyz')).toBe(200);

    const closed = gateway.close();
    expect(await get(port, '/readyz')).toBe(503);
    // socket.io's close() used to run first and close the listener at once: this was refused.
    expect(await get(port, '/')).toBe(200);
    expect(await get(port, '/api/user/myuser')).toBe(401);
    await closed;
    expect(await get(port, '/')).toBe(0);
  });
});

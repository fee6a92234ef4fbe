import { statusOf } from '../src/testing';
import { createService, shutdownDrainMs } from '../src';

const secret = 'drain-test-secret';

describe('a stopping replica drains before it closes (ADR 0032)', () => {
  it('answers /readyz 503 and keeps serving for the drain, then stops listening', async () => {
    const service = await createService({
      name: 'drain-test',
      secret,
      drainMs: 600,
      setup(kit) {
        kit.route({ method: 'GET', path: '/ping', service: 'identity', access: 'public' }, async () => ({ ok: true }));
      },
    });
    const server = await service.listen(0, '127.0.0.1');
    const port = (server.address() as { port: number }).port;
    expect(await statusOf(port, '/readyz')).toBe(200);

    const closed = service.close();
    // The balancer's next check sees 503 and takes the replica out; what it sent meanwhile is still answered.
    expect(await statusOf(port, '/readyz')).toBe(503);
    expect(await statusOf(port, '/ping')).toBe(200);
    await closed;
    expect(await statusOf(port, '/ping')).toBe(0);
  });

  it('reads SHUTDOWN_DRAIN_MS as whole milliseconds, 0 when unset, and refuses anything else', () => {
    expect(shutdownDrainMs({})).toBe(0);
    expect(shutdownDrainMs({ SHUTDOWN_DRAIN_MS: '12000' })).toBe(12000);
    for (const bad of ['1.5', '-1', 'soon', '1e4']) expect(() => shutdownDrainMs({ SHUTDOWN_DRAIN_MS: bad })).toThrow();
  });
});

import { signClientAddress } from '@cadeau/service-kit';
import { PASSWORD, SECRET, startIdentity, type Identity } from './harness';

/**
 * Issue 8, "Identity of the caller": svc-identity called directly with a new `X-Forwarded-For` per attempt
 * counted each attempt against another address, so the (account, address) lock never closed. The address
 * now comes only from the gateway's signed header, else from the socket.
 */
describe('the client address svc-identity counts and records', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  const login = (email: string, password: string, headers: Record<string, string>) =>
    id.http().post('/auth/login').set(headers).send({ email, password });

  it('ignores a rotating X-Forwarded-For: the attempts count against the caller it really is', async () => {
    const user = await id.createUser();
    for (let i = 0; i < 5; i++)
      expect((await login(user.email, 'wrong', { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(401);
    const locked = await login(user.email, PASSWORD, { 'x-forwarded-for': '198.51.100.200' });
    expect(locked.status).toBe(429);
  });

  it("records the gateway's signed address on the session, not X-Forwarded-For", async () => {
    const user = await id.createUser();
    const res = await login(user.email, PASSWORD, {
      ...signClientAddress('192.0.2.44', SECRET),
      'x-forwarded-for': '198.51.100.1',
    });
    expect(res.status).toBe(200);
    const session = await id.knex('sessions').where({ user_id: user.id }).first();
    expect(session.ip).toBe('192.0.2.44');
  });

  it('refuses an address that the gateway did not sign', async () => {
    const user = await id.createUser();
    const now = Math.floor(Date.now() / 1000);
    const forged = { ...signClientAddress('192.0.2.44', SECRET), 'x-cadeau-client-address': `${now} 192.0.2.45` };
    const res = await login(user.email, PASSWORD, forged);
    expect([res.status, res.body.message]).toEqual([401, 'error.unauthorized']);
  });
});

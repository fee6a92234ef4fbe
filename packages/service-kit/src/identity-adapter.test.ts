import { randomUUID } from 'node:crypto';
import { identityAdapter, identityAdapterOf } from './identity-adapter';
import { freePort } from './testing/free-port';
import { startIdentityStandIn, type IdentityStandIn } from './testing/identity-standin';

const SECRET = 'identity-adapter-test-secret-0123';

let identity: IdentityStandIn;
beforeAll(async () => {
  identity = await startIdentityStandIn(SECRET);
});
afterAll(() => identity.stop());

const warnings: unknown[] = [];
const logger = { warn: (obj: unknown) => void warnings.push(obj) };

describe('the settings of svc-identity', () => {
  it('are asked once and kept until they change or their time is up, missing keys at their defaults', async () => {
    let now = 1_000;
    const adapter = identityAdapter({
      caller: 'svc-test',
      baseUrl: identity.url,
      secret: SECRET,
      logger,
      settingsTtlMs: 60_000,
      now: () => now,
    });
    identity.settings['Product.MaxImageSize'] = 4;
    const asked = identity.calls.settings;

    const [first, concurrent] = await Promise.all([adapter.settingValues(), adapter.settingValues()]);
    expect(first['Product.MaxImageSize']).toBe(4);
    expect(first['Campaign.MaxVideoSize']).toBe(200);
    expect(concurrent).toEqual(first);
    expect(identity.calls.settings).toBe(asked + 1);

    identity.settings['Product.MaxImageSize'] = 6;
    expect((await adapter.settingValues())['Product.MaxImageSize']).toBe(4);
    adapter.settingsChanged();
    expect((await adapter.settingValues())['Product.MaxImageSize']).toBe(6);
    expect(identity.calls.settings).toBe(asked + 2);

    identity.settings['Product.MaxImageSize'] = 7;
    now += 60_001;
    expect((await adapter.settingValues())['Product.MaxImageSize']).toBe(7);
    expect(identity.calls.settings).toBe(asked + 3);
  });

  it("are dropped on every replica of a kit's service when svc-identity publishes setting.updated", async () => {
    const subscriptions: { subject: string; callback: () => void }[] = [];
    const nats = {
      subscribe: (subject: string, opts?: { callback?: () => void }) => {
        subscriptions.push({ subject, callback: opts!.callback! });
        return undefined as never;
      },
    };
    const adapter = identityAdapterOf({ nats, logger }, { caller: 'svc-test', baseUrl: identity.url, secret: SECRET });
    expect(subscriptions.map((s) => s.subject)).toEqual(['setting.updated']);
    identity.settings['Product.MaxImages'] = 3;
    expect((await adapter.settingValues())['Product.MaxImages']).toBe(3);
    identity.settings['Product.MaxImages'] = 5;
    expect((await adapter.settingValues())['Product.MaxImages']).toBe(3);
    subscriptions[0]!.callback();
    expect((await adapter.settingValues())['Product.MaxImages']).toBe(5);
    // Without NATS (a service inside another's tests) nothing is subscribed and the cache's lifetime holds.
    expect(() =>
      identityAdapterOf({ nats: null, logger }, { caller: 'svc-test', baseUrl: identity.url, secret: SECRET }),
    ).not.toThrow();
  });

  it('fall back to the defaults while svc-identity cannot be reached, and to the last answer once there was one', async () => {
    let now = 1_000;
    const down = identityAdapter({
      caller: 'svc-test',
      baseUrl: `http://127.0.0.1:${await freePort()}`,
      secret: SECRET,
      logger,
      timeoutMs: 500,
      retryAfterMs: 5_000,
      now: () => now,
    });
    warnings.length = 0;
    const values = await down.settingValues();
    expect(values['Product.MaxImageSize']).toBe(10);
    expect(values['Product.MinImages']).toBe(1);
    expect(values['Product.MaxImages']).toBe(5);
    expect(values).not.toHaveProperty('Mail.DispatcherKey');
    expect(warnings).toHaveLength(1);
    // Not asked again within the retry pause.
    await down.settingValues();
    expect(warnings).toHaveLength(1);

    const standIn = await startIdentityStandIn(SECRET);
    standIn.settings['Product.MaxImageSize'] = 3;
    const adapter = identityAdapter({
      caller: 'svc-test',
      baseUrl: standIn.url,
      secret: SECRET,
      logger,
      timeoutMs: 500,
      now: () => now,
    });
    expect((await adapter.settingValues())['Product.MaxImageSize']).toBe(3);
    await standIn.stop();
    now += 60_001;
    expect((await adapter.settingValues())['Product.MaxImageSize']).toBe(3);
  });
});

describe('organisation facts', () => {
  it('are asked anew each time, and an unknown organisation is 404 organization.notFound', async () => {
    const id = randomUUID();
    identity.organizations.set(id, { id, name: 'Kerzen AG', status: 'approved', features: ['seller'] });
    const adapter = identityAdapter({ caller: 'svc-test', baseUrl: identity.url, secret: SECRET });
    expect(await adapter.organizationFacts(id)).toEqual({
      id,
      name: 'Kerzen AG',
      status: 'approved',
      features: ['seller'],
      // A sender that leaves the invoice address out (older svc-identity) reads as incomplete.
      invoiceAddressComplete: false,
    });
    identity.organizations.set(id, { id, name: 'Kerzen AG', status: 'blocked', features: ['seller'] });
    expect((await adapter.organizationFacts(id)).status).toBe('blocked');
    await expect(adapter.organizationFacts(randomUUID())).rejects.toMatchObject({
      status: 404,
      key: 'error.organization.notFound',
    });
  });
});

import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { internalOrganizationRoute, internalSettingsRoute } from '@cadeau/contracts';
import { createInternalClient, DomainError } from '@cadeau/service-kit';
import { SECRET, startIdentity, type Identity } from './harness';

/**
 * The internal routes other services call (ADR 0008): svc-catalog asks whether an organisation may publish
 * products and reads the upload limits from the global settings.
 */
let id: Identity;
beforeAll(async () => {
  id = await startIdentity();
});
afterAll(() => id.stop());

describe('GET /internal/organizations/{organizationId}', () => {
  it("answers an organisation's id, name, status, features and invoice address completeness, nothing more", async () => {
    const user = await id.createUser();
    const org = await id.createOrganization('Seller Facts AG', [{ userId: user.id, roles: ['admin'] }], 'approved', [
      'giver',
      'seller',
    ]);
    await id.knex('organizations').where({ id: org }).update({ iban: 'CH9300762011623852957', uid: 'CHE-123.456.789' });
    const res = await id.internalGet(`/internal/organizations/${org.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: org,
      name: 'Seller Facts AG',
      status: 'approved',
      features: ['giver', 'seller'],
      invoiceAddressComplete: false,
    });
  });

  it('says whether the invoice address has name, street, zip, city and country (a campaign release needs it)', async () => {
    const org = await id.createOrganization('Invoice Facts AG', [], 'approved', ['giver']);
    const address = { organization_id: org, name: 'Invoice Facts AG', street: 'Bahnhofstrasse', house_number: '1' };
    await id.knex('invoice_addresses').insert({ ...address, zip: '8001', city: '', country: 'ch' });
    const facts = async () => (await id.internalGet(`/internal/organizations/${org}`)).body.invoiceAddressComplete;
    expect(await facts()).toBe(false);
    await id.knex('invoice_addresses').where({ organization_id: org }).update({ city: 'Zürich' });
    expect(await facts()).toBe(true);
  });

  it('tells a pending organisation and one without the seller feature as they are', async () => {
    const pending = await id.createOrganization('Pending Facts AG', [], 'pending', ['seller']);
    const giver = await id.createOrganization('Giver Facts AG', [], 'approved', ['giver']);
    expect((await id.internalGet(`/internal/organizations/${pending}`)).body).toMatchObject({
      status: 'pending',
      features: ['seller'],
    });
    expect((await id.internalGet(`/internal/organizations/${giver}`)).body).toMatchObject({
      status: 'approved',
      features: ['giver'],
    });
  });

  it('answers 404 error.organization.notFound for an unknown or malformed id', async () => {
    for (const path of [`/internal/organizations/${randomUUID()}`, '/internal/organizations/not-a-uuid']) {
      const res = await id.internalGet(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.organization.notFound');
    }
  });

  it('refuses a call that is not a signed service call: unsigned, foreign-signed, or a platform administrator', async () => {
    const org = await id.createOrganization('Refused Facts AG', []);
    const path = `/internal/organizations/${org}`;
    expect((await id.http().get(path)).status).toBe(403);
    const foreign = await id.internalGet(path, 'another-secret-0123456789abcdef');
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('error.forbidden');
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const { headers } = await id.loginAs(admin.email);
    const asAdmin = await id.http().get(path).set(headers);
    expect(asAdmin.status).toBe(403);
    expect(asAdmin.body.message).toBe('error.forbidden');
  });
});

describe('GET /internal/settings', () => {
  it('answers every global value in force by key: the defaults, then what an administrator saved', async () => {
    const before = await id.internalGet('/internal/settings');
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      'Product.MinImages': 1,
      'Product.MaxImages': 5,
      'Product.MaxImageSize': 10,
      'Campaign.MaxVideoSize': 200,
      'Campaign.MaxImageSize': 10,
      'Payment.FeeSeller': 0.1,
    });
    expect(before.body).not.toHaveProperty('Orders.NotificationMails');

    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const { headers } = await id.loginAs(admin.email);
    const saved = await id
      .http()
      .put('/setting')
      .set(headers)
      .send({
        scope: 'global',
        values: [
          { key: 'Product.MaxImages', value: 8 },
          { key: 'Campaign.MaxVideoSize', value: 500 },
        ],
      });
    expect(saved.status).toBe(200);
    const after = await id.internalGet('/internal/settings');
    expect(after.body).toMatchObject({ 'Product.MaxImages': 8, 'Campaign.MaxVideoSize': 500, 'Product.MinImages': 1 });
  });

  it('never answers the mail provider key, even when one is set', async () => {
    await id
      .knex('settings')
      .insert({ scope: 'global', key: 'Mail.DispatcherKey', value: JSON.stringify('SG.internal-secret') });
    const res = await id.internalGet('/internal/settings');
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('Mail.DispatcherKey');
    expect(JSON.stringify(res.body)).not.toContain('SG.internal-secret');
  });

  it('refuses an unsigned call', async () => {
    const res = await id.http().get('/internal/settings');
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('error.forbidden');
  });
});

describe('GET /internal/users/{userId}', () => {
  it("answers a user's address, first name, language and blocked flag, nothing more (svc-campaign's test mail)", async () => {
    const user = await id.createUser({ language: 'de' });
    const res = await id.internalGet(`/internal/users/${user.id.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, email: user.email, firstName: 'Test', language: 'de', blocked: false });
  });

  it('answers 404 error.noUserFound for an unknown or malformed id, and refuses an unsigned call', async () => {
    for (const path of [`/internal/users/${randomUUID()}`, '/internal/users/not-a-uuid']) {
      const res = await id.internalGet(path);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('error.noUserFound');
    }
    const user = await id.createUser();
    expect((await id.http().get(`/internal/users/${user.id}`)).status).toBe(403);
  });
});

describe("svc-catalog's typed internal client", () => {
  it('reads both routes over HTTP, and an unknown organisation comes back as the same DomainError', async () => {
    const org = await id.createOrganization('Client Facts AG', [], 'approved', ['seller']);
    const server = id.service.app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const client = createInternalClient({
        caller: 'svc-catalog',
        service: 'identity',
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        secret: SECRET,
      });
      const facts = await client.call(internalOrganizationRoute, { params: { organizationId: org } });
      expect(facts).toEqual({
        id: org,
        name: 'Client Facts AG',
        status: 'approved',
        features: ['seller'],
        invoiceAddressComplete: false,
      });
      const settings = await client.call(internalSettingsRoute, {});
      expect(settings['Product.MinImages']).toBe(1);
      const unknown = await client
        .call(internalOrganizationRoute, { params: { organizationId: randomUUID() } })
        .catch((e) => e);
      expect(unknown).toBeInstanceOf(DomainError);
      expect(unknown).toMatchObject({ status: 404, message: 'error.organization.notFound' });
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});

describe('GET /internal/organizations/{organizationId}/order-notifications', () => {
  const path = (org: string) => `/internal/organizations/${org}/order-notifications`;

  it('answers the defaults and the unblocked admins, the longest-standing first, with their languages', async () => {
    const first = await id.createUser({ language: 'de' });
    const second = await id.createUser({ language: 'en' });
    const blocked = await id.createUser({ blocked: true });
    const plain = await id.createUser();
    const org = await id.createOrganization(
      'Order Facts AG',
      [
        { userId: second.id, roles: ['admin'] },
        { userId: first.id, roles: ['admin', 'manager'] },
        { userId: blocked.id, roles: ['admin'] },
        { userId: plain.id, roles: ['user'] },
      ],
      'approved',
      ['seller'],
    );
    await id
      .knex('memberships')
      .where({ organization_id: org, user_id: first.id })
      .update({ created_at: '2026-01-01' });
    await id
      .knex('memberships')
      .where({ organization_id: org, user_id: second.id })
      .update({ created_at: '2026-02-01' });
    const res = await id.internalGet(path(org));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      sendNotificationMails: true,
      notificationMails: [],
      admins: [
        { email: first.email, language: 'de' },
        { email: second.email, language: 'en' },
      ],
    });
  });

  it("answers the organisation's own order settings", async () => {
    const org = await id.createOrganization('Order Settings AG', [], 'approved', ['seller']);
    const setting = (key: string, value: unknown) =>
      id.knex('settings').insert({ scope: 'organization', organization_id: org, key, value: JSON.stringify(value) });
    await setting('Orders.SendNotificationMails', false);
    await setting('Orders.NotificationMails', ['orders@seller.example', 'lager@seller.example']);
    expect((await id.internalGet(path(org))).body).toEqual({
      sendNotificationMails: false,
      notificationMails: ['orders@seller.example', 'lager@seller.example'],
      admins: [],
    });
  });

  it('answers 404 error.organization.notFound for an unknown organisation and refuses unsigned calls', async () => {
    const unknown = await id.internalGet(path(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('error.organization.notFound');
    const org = await id.createOrganization('Order Refused AG', []);
    expect((await id.http().get(path(org))).status).toBe(403);
  });
});

describe('GET /internal/organizations/{organizationId}/billing', () => {
  const path = (org: string) => `/internal/organizations/${org}/billing`;

  it("answers the invoice address, the invoice address's IBAN before the organisation's, payment mails and admins", async () => {
    const admin = await id.createUser({ language: 'en' });
    const org = await id.createOrganization('Billing Facts AG', [{ userId: admin.id, roles: ['admin'] }], 'approved', [
      'giver',
    ]);
    await id
      .knex('organizations')
      .where({ id: org })
      .update({ iban: 'CH5604835012345678009', vat_number: 'CHE-100.155.212 MWST' });
    await id.knex('invoice_addresses').insert({
      organization_id: org,
      name: 'Billing Facts AG',
      street: 'Freie Strasse',
      house_number: '8',
      zip: '4051',
      city: 'Basel',
      country: 'ch',
      email: null,
      iban: 'CH9300762011623852957',
    });
    await id.knex('settings').insert({
      scope: 'organization',
      organization_id: org,
      key: 'Payments.NotificationMails',
      value: JSON.stringify(['finance@billing.example']),
    });
    const res = await id.internalGet(path(org));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: org,
      name: 'Billing Facts AG',
      status: 'approved',
      features: ['giver'],
      vatNumber: 'CHE-100.155.212 MWST',
      iban: 'CH9300762011623852957',
      invoiceAddress: {
        name: 'Billing Facts AG',
        street: 'Freie Strasse',
        houseNumber: '8',
        zip: '4051',
        city: 'Basel',
        country: 'ch',
        email: null,
      },
      paymentNotificationMails: ['finance@billing.example'],
      admins: [{ email: admin.email, language: 'en' }],
    });
  });

  it('answers an empty invoice address and the organisation IBAN when none is saved, 404 for an unknown one', async () => {
    const org = await id.createOrganization('Billing Empty AG', []);
    await id.knex('organizations').where({ id: org }).update({ iban: 'CH5604835012345678009' });
    expect((await id.internalGet(path(org))).body).toMatchObject({
      iban: 'CH5604835012345678009',
      invoiceAddress: { name: '', street: '', zip: '', city: '' },
      paymentNotificationMails: [],
      admins: [],
    });
    const unknown = await id.internalGet(path(randomUUID()));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('error.organization.notFound');
  });
});

import { startIdentity, type Identity } from './harness';

describe('organisations: current, list, status, features', () => {
  let id: Identity;
  let adminHeaders: Record<string, string>;
  beforeAll(async () => {
    id = await startIdentity();
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    adminHeaders = (await id.loginAs(admin.email)).headers;
  });
  afterAll(() => id.stop());

  async function orgWithAdmin(name: string, extra: Record<string, unknown> = {}) {
    const user = await id.createUser();
    const org = await id.createOrganization(name, [{ userId: user.id, roles: ['admin'] }]);
    if (Object.keys(extra).length) await id.knex('organizations').where({ id: org }).update(extra);
    return { org, user, headers: (await id.loginAs(user.email)).headers };
  }

  it('reads and edits the current organisation; register values are read-only, IBAN and zip are checked', async () => {
    const { org, headers } = await orgWithAdmin('Synced AG', {
      uid: 'CHE-213.456.787',
      company_name: 'Alpenblick Geschenke AG',
      street: 'Bahnhofstrasse',
      zip: '8001',
      city: 'Zürich',
    });
    const got = await id.http().get('/organization').set(headers);
    expect(got.body).toMatchObject({
      id: org,
      name: 'Synced AG',
      uid: 'CHE-213.456.787',
      companyName: 'Alpenblick Geschenke AG',
      address: { zip: '8001' },
    });
    expect(got.body.readOnlyFields).toEqual(expect.arrayContaining(['companyName', 'address.street']));
    const put = (body: object) => id.http().put('/organization').set(headers).send(body);
    expect((await put({ companyName: 'Something Else AG' })).body.message).toBe(
      'error.organization.registerFieldReadOnly',
    );
    expect((await put({ address: { city: 'Bern' } })).body.message).toBe('error.organization.registerFieldReadOnly');
    // Sending the synced value unchanged is fine (forms send the whole object).
    expect((await put({ companyName: 'Alpenblick Geschenke AG', name: 'Synced Gifts' })).body.name).toBe(
      'Synced Gifts',
    );
    expect((await put({ iban: 'CH93 0076 2011 6238 5295 8' })).body.message).toBe('error.invoiceAddress.invalidIban');
    expect((await put({ iban: 'ch93 0076 2011 6238 5295 7' })).body.iban).toBe('CH9300762011623852957');
    const audit = await id
      .knex('audit')
      .where({ entity: 'organization', entity_id: org, action: 'update' })
      .orderBy('created_at');
    expect(audit.map((a) => a.value)).toEqual([
      { name: { from: 'Synced AG', to: 'Synced Gifts' } },
      { iban: { from: null, to: 'CH9300762011623852957' } },
    ]);

    const free = await orgWithAdmin('Free GmbH');
    expect(
      (
        await id
          .http()
          .put('/organization')
          .set(free.headers)
          .send({ companyName: 'Free GmbH', address: { street: 'Weg', zip: '9999', city: 'X' } })
      ).body.message,
    ).toBe('error.organization.invalidZip');
    expect(
      (
        await id
          .http()
          .put('/organization')
          .set(free.headers)
          .send({ address: { street: 'Weg', zip: '3011', city: 'Bern' } })
      ).body.address,
    ).toMatchObject({ street: 'Weg', zip: '3011' });
    expect((await id.http().put('/organization').set(free.headers).send({ name: 'synced gifts' })).body.message).toBe(
      'error.organization.alreadyExists',
    );
  });

  it('lists all organisations for platform administrators, paginated, sorted and filtered', async () => {
    await id.createOrganization('Zeta Pending', [], 'pending', ['seller']);
    await id.createOrganization('Alpha Pending', [], 'pending', ['giver']);
    const res = await id
      .http()
      .get('/organization/list')
      .query({ status: 'pending', sort: 'name', order: 'asc' })
      .set(adminHeaders);
    expect(res.body.items.map((o: { name: string }) => o.name)).toEqual(['Alpha Pending', 'Zeta Pending']);
    expect(res.body.total).toBe(2);
    const sellers = await id
      .http()
      .get('/organization/list')
      .query({ status: 'pending', feature: 'seller' })
      .set(adminHeaders);
    expect(sellers.body.items.map((o: { name: string }) => o.name)).toEqual(['Zeta Pending']);
    expect((await id.http().get('/organization/list').query({ q: 'zeta' }).set(adminHeaders)).body.total).toBe(1);
  });

  it('changes the status with a reason: conversation message, mail and notification to the admins, contexts refresh', async () => {
    const { org, user, headers } = await orgWithAdmin('Review AG', { status: 'pending' });
    const put = (status: string, reason = 'Documents checked') =>
      id.http().put('/organization/status').set(adminHeaders).send({ organizationId: org, status, reason });
    expect(
      (await id.http().put('/organization/status').set(adminHeaders).send({ organizationId: org, status: 'approved' }))
        .body.issues,
    ).toEqual([{ path: ['reason'], message: 'zod.required' }]);
    const approved = await put('approved');
    expect(approved.body).toMatchObject({ status: 'approved', statusReason: 'Documents checked' });
    expect((await put('approved')).body.message).toBe('error.organization.invalidStatus');
    await put('blocked', 'Unpaid invoices');

    const conversation = await id
      .knex('conversations')
      .where({ organization_id: org, topic: 'organizationStatus' })
      .first();
    const messages = await id
      .knex('conversation_messages')
      .where({ conversation_id: conversation.id })
      .orderBy('created_at');
    expect(messages.map((m) => [m.type, m.body])).toEqual([
      ['approvalReason', 'Documents checked'],
      ['rejectionReason', 'Unpaid invoices'],
    ]);
    const mails = await id.mails({ template: 'organizationStatusChanged', to: user.email });
    expect(mails.map((m) => m.data)).toEqual([
      { organizationName: 'Review AG', status: 'approved', reason: 'Documents checked' },
      { organizationName: 'Review AG', status: 'blocked', reason: 'Unpaid invoices' },
    ]);
    const notes = await id.knex('notifications').where({ user_id: user.id });
    expect(notes.map((n) => n.type)).toEqual([
      'notification.organizationStatusChanged',
      'notification.organizationStatusChanged',
    ]);
    expect((await id.outboxEvents('notification.created')).filter((e) => e.payload.userId === user.id)).toHaveLength(2);
    expect((await id.outboxEvents('user.updated')).map((e) => e.payload)).toContainEqual({ userId: user.id });
    // Blocked: the organisation grants nothing any more.
    expect(
      (
        await id
          .http()
          .get('/organization')
          .set(await id.headersFor((await id.login(user.email)).token!))
      ).status,
    ).toBe(403);
    expect(headers).toBeTruthy();
    expect(
      (
        await id
          .http()
          .put('/organization/status')
          .set(headers)
          .send({ organizationId: org, status: 'approved', reason: 'me' })
      ).status,
    ).toBe(403);
  });

  it('changes the status only along the allowed transitions; any other is 409 error.organization.invalidStatus and changes nothing', async () => {
    const { org, user } = await orgWithAdmin('Transition AG', { status: 'pending' });
    const put = (status: string) =>
      id
        .http()
        .put('/organization/status')
        .set(adminHeaders)
        .send({ organizationId: org, status, reason: `to ${status}` });
    const state = async () => {
      const row = await id.knex('organizations').where({ id: org }).first('status', 'status_reason');
      const messages = await id
        .knex('conversation_messages as m')
        .join('conversations as c', 'c.id', 'm.conversation_id')
        .where({ 'c.organization_id': org })
        .count({ n: '*' });
      const mails = await id.mails({ template: 'organizationStatusChanged', to: user.email });
      return { ...row, messages: Number(messages[0].n), mails: mails.length };
    };
    const refuse = async (status: string) => {
      const before = await state();
      const res = await put(status);
      expect({ status, code: res.status, message: res.body.message }).toEqual({
        status,
        code: 409,
        message: 'error.organization.invalidStatus',
      });
      expect(await state()).toEqual(before);
    };
    // pending: neither itself nor back to nothing
    await refuse('pending');
    expect((await put('rejected')).status).toBe(200);
    // rejected: never blocked or rejected again; reviewed again instead
    await refuse('rejected');
    await refuse('blocked');
    expect((await put('pending')).status).toBe(200);
    expect((await put('approved')).status).toBe(200);
    // approved: withdrawn only by blocking
    await refuse('pending');
    await refuse('rejected');
    await refuse('approved');
    expect((await put('blocked')).status).toBe(200);
    // blocked: only unblocked (approved again)
    await refuse('pending');
    await refuse('rejected');
    await refuse('blocked');
    expect((await put('approved')).body).toMatchObject({ status: 'approved', statusReason: 'to approved' });
    expect(await state()).toMatchObject({ status: 'approved', messages: 5, mails: 5 });
  });

  it('sets features and shows one organisation with its members to platform administrators', async () => {
    const { org, user, headers } = await orgWithAdmin('Feature AG');
    const res = await id
      .http()
      .put('/organization/features')
      .set(adminHeaders)
      .send({ organizationId: org, features: ['seller', 'giver'] });
    expect(res.body.features).toEqual(['giver', 'seller']);
    expect((await id.resolve((await id.login(user.email)).token!)).body.organizations[0].features).toEqual([
      'giver',
      'seller',
    ]);
    const detail = await id.http().get(`/organization/${org}`).set(adminHeaders);
    expect(detail.body).toMatchObject({
      id: org,
      name: 'Feature AG',
      members: [{ userId: user.id, roles: ['admin'] }],
    });
    expect((await id.http().get(`/organization/${org}`).set(headers)).status).toBe(403);
    expect(
      (await id.http().get('/organization/00000000-0000-4000-8000-000000000000').set(adminHeaders)).body.message,
    ).toBe('error.organization.notFound');
    expect(
      (await id.http().put('/organization/features').set(headers).send({ organizationId: org, features: [] })).status,
    ).toBe(403);
  });

  it('answers noneSelected to a platform administrator without a current organisation', async () => {
    expect((await id.http().get('/organization').set(adminHeaders)).body.message).toBe(
      'error.organization.noneSelected',
    );
  });
});

import { PASSWORD, startIdentity, type Identity } from './harness';

describe('members, invitations and invoice address', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  async function team(name: string) {
    const admin = await id.createUser();
    const manager = await id.createUser();
    const plain = await id.createUser();
    const org = await id.createOrganization(name, [
      { userId: admin.id, roles: ['admin'] },
      { userId: manager.id, roles: ['manager'] },
      { userId: plain.id, roles: ['user'] },
    ]);
    return {
      org,
      admin,
      manager,
      plain,
      asAdmin: (await id.loginAs(admin.email)).headers,
      asPlain: (await id.loginAs(plain.email)).headers,
    };
  }

  it('lists members and lets admins change roles and remove members, never themselves', async () => {
    const t = await team('Members AG');
    const list = await id.http().get('/organization/user').set(t.asPlain);
    expect(list.body.map((m: { userId: string }) => m.userId).sort()).toEqual(
      [t.admin.id, t.manager.id, t.plain.id].sort(),
    );
    const put = (body: object, h = t.asAdmin) => id.http().put('/organization/user').set(h).send(body);
    expect((await put({ userId: t.plain.id, roles: ['designer', 'manager'] })).body).toMatchObject({
      userId: t.plain.id,
      roles: ['designer', 'manager'],
    });
    expect((await id.outboxEvents('user.updated')).map((e) => e.payload)).toContainEqual({ userId: t.plain.id });
    expect((await put({ userId: t.admin.id, roles: ['user'] })).body.message).toBe(
      'error.user.cannotRemoveOwnAdminRole',
    );
    expect((await put({ userId: t.admin.id, roles: ['admin', 'manager'] })).body.message).toBe(
      'error.organization.cannotUpdateSelf',
    );
    const stranger = await id.createUser();
    expect((await put({ userId: stranger.id, roles: ['user'] })).body.message).toBe(
      'error.organization.userNotInOrganization',
    );
    expect((await put({ userId: t.manager.id, roles: ['user'] }, t.asPlain)).status).toBe(403);

    const remove = (userId: string) => id.http().post('/organization/user/remove').set(t.asAdmin).send({ userId });
    expect((await remove(t.admin.id)).body.message).toBe('error.organization.cannotRemoveSelf');
    expect((await remove(t.manager.id)).status).toBe(204);
    expect((await remove(t.manager.id)).body.message).toBe('error.organization.userNotInOrganization');
    const entry = await id
      .knex('audit')
      .where({ entity: 'membership', action: 'delete', entity_id: t.manager.id })
      .first();
    expect(entry).toMatchObject({ organization_id: t.org, value: { roles: ['manager'] } });
  });

  it('refuses an admin its own id in upper case: no self-demotion, no self-removal (issue 8)', async () => {
    const t = await team('Case AG');
    const upper = t.admin.id.toUpperCase();
    const put = await id
      .http()
      .put('/organization/user')
      .set(t.asAdmin)
      .send({ userId: upper, roles: ['user'] });
    expect(put.body.message).toBe('error.user.cannotRemoveOwnAdminRole');
    const remove = await id.http().post('/organization/user/remove').set(t.asAdmin).send({ userId: upper });
    expect(remove.body.message).toBe('error.organization.cannotRemoveSelf');
    expect(await id.knex('memberships').where({ user_id: t.admin.id, organization_id: t.org }).first()).toMatchObject({
      roles: ['admin'],
    });
    // Another member named in upper case is still found and changed.
    const other = await id
      .http()
      .put('/organization/user')
      .set(t.asAdmin)
      .send({ userId: t.plain.id.toUpperCase(), roles: ['designer'] });
    expect(other.body).toMatchObject({ userId: t.plain.id, roles: ['designer'] });
  });

  it('creates, lists, shows and deletes invitations; only admins give roles beyond user', async () => {
    const t = await team('Invite GmbH');
    const other = await team('Other GmbH');
    const create = (body: object, h = t.asAdmin) => id.http().post('/organization/invitation').set(h).send(body);
    const byPlain = await create({ email: 'Friend@Example.ch' }, t.asPlain);
    expect(byPlain.status).toBe(201);
    expect(byPlain.body).toMatchObject({
      email: 'friend@example.ch',
      roles: ['user'],
      status: 'pending',
      organizationName: 'Invite GmbH',
      invitedBy: { id: t.plain.id, name: 'Test User', email: t.plain.email },
    });
    expect((await create({ email: 'boss@example.ch', roles: ['admin'] }, t.asPlain)).body.message).toBe(
      'error.invitation.rolesNotAllowed',
    );
    const byAdmin = await create({ email: 'boss@example.ch', roles: ['admin'] });
    expect(byAdmin.body.roles).toEqual(['admin']);
    expect((await create({ email: t.manager.email })).body.message).toBe('error.invitation.userAlreadyInOrganization');
    const [mail] = await id.mails({ template: 'invitation', to: 'boss@example.ch' });
    expect(mail.data).toMatchObject({ organizationName: 'Invite GmbH', inviterName: 'Test User' });

    // Inviting again renews the link: the first one stops working.
    const firstToken = mail.data.token as string;
    await create({ email: 'boss@example.ch', roles: ['admin'] });
    expect((await id.http().post('/organization/invitation/preview').send({ token: firstToken })).body.message).toBe(
      'error.invitation.notFound',
    );
    expect(await id.knex('invitations').where({ email: 'boss@example.ch' })).toHaveLength(1);

    const list = await id.http().get('/organization/invitation').set(t.asPlain);
    expect(list.body.map((i: { email: string }) => i.email).sort()).toEqual(['boss@example.ch', 'friend@example.ch']);

    // Spec section 5's server checks at the boundary: a domain label of 64 characters is refused
    // before anything is stored or mailed, with the key that names the limit.
    const tooLongLabel = await create({ email: `guest@${'a'.repeat(64)}.ch` });
    expect(tooLongLabel.status).toBe(400);
    expect(tooLongLabel.body).toMatchObject({
      message: 'zod.invalid',
      issues: [{ path: ['email'], message: 'error.mail.domainPartTooLong' }],
    });
    expect(await id.knex('invitations').where('email', 'like', 'guest@%')).toHaveLength(0);
    expect((await id.http().get(`/organization/invitation/${byAdmin.body.id}`).set(t.asPlain)).body.email).toBe(
      'boss@example.ch',
    );
    // Another organisation's admin neither sees nor deletes it.
    expect((await id.http().get(`/organization/invitation/${byAdmin.body.id}`).set(other.asAdmin)).body.message).toBe(
      'error.invitation.notFound',
    );
    expect((await id.http().delete(`/organization/invitation/${byAdmin.body.id}`).set(other.asAdmin)).status).toBe(404);
    expect((await id.http().delete(`/organization/invitation/${byAdmin.body.id}`).set(t.asPlain)).status).toBe(403);
    expect((await id.http().delete(`/organization/invitation/${byAdmin.body.id}`).set(t.asAdmin)).status).toBe(204);
    expect((await id.http().get('/organization/invitation').set(other.asAdmin)).body).toEqual([]);
  });

  it('lets a platform administrator delete a pending invitation of any organisation, audited there (issue 9)', async () => {
    const t = await team('Platform Delete AG');
    const platform = (await id.loginAs((await id.createUser({ roles: ['platformAdmin'] })).email)).headers;
    const inv = await id.http().post('/organization/invitation').set(t.asAdmin).send({ email: 'gone@example.ch' });
    expect(inv.status).toBe(201);
    const del = (invitationId: string) => id.http().delete(`/organization/invitation/${invitationId}`).set(platform);
    expect((await del('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0999')).body.message).toBe('error.invitation.notFound');
    expect((await del(inv.body.id)).status).toBe(204);
    expect(await id.knex('invitations').where({ id: inv.body.id })).toHaveLength(0);
    const entry = await id
      .knex('audit')
      .where({ entity: 'invitation', entity_id: inv.body.id, action: 'delete' })
      .first();
    expect(entry).toMatchObject({ organization_id: t.org });
    expect((await del(inv.body.id)).status).toBe(404);
  });

  it('renews a pending invitation only by its inviter or an admin, never lowering its roles (issue 8)', async () => {
    const t = await team('Renew AG');
    const other = await id.createUser();
    await id.knex('memberships').insert({ user_id: other.id, organization_id: t.org, roles: ['user'] });
    const asOther = (await id.loginAs(other.email)).headers;
    const create = (body: object, h: Record<string, string>) =>
      id.http().post('/organization/invitation').set(h).send(body);
    const stored = () => id.knex('invitations').where({ email: 'vip@example.ch' }).first();

    expect((await create({ email: 'vip@example.ch', roles: ['admin', 'manager'] }, t.asAdmin)).status).toBe(201);
    const before = await stored();
    const adminToken = await id.lastToken('invitation', 'vip@example.ch');
    // A plain member overwrites neither the roles, the link nor the inviter of an admin's invitation.
    const byPlain = await create({ email: 'vip@example.ch' }, t.asPlain);
    expect(byPlain.status).toBe(403);
    expect(byPlain.body.message).toBe('error.invitation.notRenewable');
    expect(await stored()).toEqual(before);
    expect((await id.http().post('/organization/invitation/preview').send({ token: adminToken })).status).toBe(200);
    // An admin renewing with fewer roles is told so instead of silently lowering them.
    const lower = await create({ email: 'vip@example.ch', roles: ['manager'] }, t.asAdmin);
    expect(lower.status).toBe(409);
    expect(lower.body.message).toBe('error.invitation.rolesWouldBeLowered');
    expect(await stored()).toEqual(before);
    // The same or more roles renew it.
    const renewed = await create({ email: 'vip@example.ch', roles: ['admin', 'manager', 'designer'] }, t.asAdmin);
    expect(renewed.status).toBe(201);
    expect(renewed.body.roles.sort()).toEqual(['admin', 'designer', 'manager']);

    // A plain member renews its own invitation; another plain member does not.
    expect((await create({ email: 'mate@example.ch' }, t.asPlain)).status).toBe(201);
    expect((await create({ email: 'mate@example.ch' }, t.asPlain)).status).toBe(201);
    const byOther = await create({ email: 'mate@example.ch' }, asOther);
    expect(byOther.body.message).toBe('error.invitation.notRenewable');
    const mate = await id.knex('invitations').where({ email: 'mate@example.ch' }).first();
    expect(mate.invited_by).toBe(t.plain.id);
  });

  it('accepts an invitation with every error of spec section 8', async () => {
    const t = await team('Accept AG');
    const invitee = await id.createUser({ email: 'invitee@example.ch' });
    await id
      .http()
      .post('/organization/invitation')
      .set(t.asAdmin)
      .send({ email: invitee.email, roles: ['designer'] });
    const token = await id.lastToken('invitation', invitee.email);
    const accept = (body: object, headers: Record<string, string> = {}) =>
      id.http().post('/organization/invitation/accept').set(headers).send(body);

    expect((await id.http().post('/organization/invitation/preview').send({ token })).body).toEqual({
      organizationName: 'Accept AG',
      email: invitee.email,
      roles: ['designer'],
      accountExists: true,
    });
    expect((await accept({})).body.message).toBe('error.invitation.idMissing');
    expect((await accept({ token })).body.message).toBe('error.invitation.noEmail');
    expect((await accept({ token, email: invitee.email })).body.message).toBe('error.invitation.noPassword');
    expect((await accept({ token, email: invitee.email, password: 'wrong' })).body.message).toBe(
      'error.login.invalidCredentials',
    );
    expect((await accept({ token: 'q'.repeat(43), email: invitee.email, password: PASSWORD })).body.message).toBe(
      'error.invitation.notFound',
    );
    expect((await accept({ token, email: t.plain.email, password: PASSWORD })).body.message).toBe(
      'error.invitation.emailMismatch',
    );
    const someoneElse = await id.loginAs(t.manager.email);
    expect((await accept({ token }, someoneElse.headers)).body.message).toBe('error.invitation.userNotAuthorized');

    const ok = await accept({ token, email: invitee.email, password: PASSWORD });
    expect(ok.body).toEqual({ organizationId: t.org, organizationName: 'Accept AG' });
    expect(await id.knex('memberships').where({ user_id: invitee.id, organization_id: t.org }).first()).toMatchObject({
      roles: ['designer'],
    });
    expect(
      await id.knex('notifications').where({ user_id: t.admin.id, type: 'notification.invitationAccepted' }),
    ).toHaveLength(1);
    expect((await accept({ token, email: invitee.email, password: PASSWORD })).body.message).toBe(
      'error.invitation.notFound',
    );

    // Logged in as the invited account; already a member; organisation that cannot take members.
    await id.http().post('/organization/invitation').set(t.asAdmin).send({ email: 'later@example.ch' });
    const later = await id.createUser({ email: 'later@example.ch' });
    const laterToken = await id.lastToken('invitation', 'later@example.ch');
    await id.knex('memberships').insert({ user_id: later.id, organization_id: t.org, roles: ['user'] });
    const laterSession = await id.loginAs(later.email);
    expect((await accept({ token: laterToken }, laterSession.headers)).body.message).toBe(
      'error.invitation.userAlreadyInOrganization',
    );
    await id.knex('memberships').where({ user_id: later.id }).delete();
    await id.knex('organizations').where({ id: t.org }).update({ status: 'rejected' });
    expect((await accept({ token: laterToken }, laterSession.headers)).body.message).toBe(
      'error.invitation.organizationLinkingFailed',
    );
    await id.knex('organizations').where({ id: t.org }).update({ status: 'approved' });
    expect((await accept({ token: laterToken }, laterSession.headers)).status).toBe(200);
    // Accepted invitations cannot be deleted.
    const accepted = await id.knex('invitations').where({ email: 'later@example.ch' }).first();
    expect((await id.http().delete(`/organization/invitation/${accepted.id}`).set(t.asAdmin)).body.message).toBe(
      'error.invitation.cannotDeleteNonPending',
    );
  });

  it('checks the invitation before the password, so a made-up link is no second login form', async () => {
    const t = await team('Token First AG');
    const invitee = await id.createUser({ email: 'token-first@example.ch' });
    const accept = (body: object) => id.http().post('/organization/invitation/accept').send(body);
    const madeUp = 'q'.repeat(43);
    // Wrong and right password answer alike without a valid link: nothing tells whether they match.
    for (const password of ['wrong', PASSWORD]) {
      const res = await accept({ token: madeUp, email: invitee.email, password });
      expect([res.status, res.body.message]).toEqual([404, 'error.invitation.notFound']);
    }
    expect((await accept({ token: madeUp, email: invitee.email })).body.message).toBe('error.invitation.notFound');

    // An accepted invitation's link is no better.
    await id.http().post('/organization/invitation').set(t.asAdmin).send({ email: invitee.email });
    const token = await id.lastToken('invitation', invitee.email);
    expect((await accept({ token, email: invitee.email, password: PASSWORD })).status).toBe(200);
    const again = await accept({ token, email: invitee.email, password: 'wrong' });
    expect([again.status, again.body.message]).toEqual([404, 'error.invitation.notFound']);
    // The platform-wide list of accepted invitations later in this file holds only its own.
    await id.knex('invitations').where({ email: invitee.email }).delete();
  });

  it('lists all invitations for platform administrators', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'] });
    const headers = (await id.loginAs(admin.email)).headers;
    const res = await id
      .http()
      .get('/organization/invitation/list')
      .query({ status: 'accepted', sort: 'email' })
      .set(headers);
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { email: string }) => i.email)).toEqual(['invitee@example.ch', 'later@example.ch']);
    expect((await id.http().get('/organization/invitation/list').query({ q: 'boss' }).set(headers)).body.total).toBe(0);
  });

  it('keeps an invoice address with a valid IBAN', async () => {
    const t = await team('Invoice AG');
    expect((await id.http().get('/organization/invoice-address').set(t.asPlain)).body).toMatchObject({
      name: '',
      complete: false,
    });
    const body = {
      name: 'Invoice AG',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'CH',
      email: 'billing@invoice.ch',
      iban: 'CH56 0483 5012 3456 7800 9',
    };
    const put = (b: object, h = t.asAdmin) => id.http().put('/organization/invoice-address').set(h).send(b);
    expect((await put({ ...body, iban: 'CH56 0483 5012 3456 7800 8' })).body.message).toBe(
      'error.invoiceAddress.invalidIban',
    );
    expect((await put({ ...body, zip: '0000' })).body.message).toBe('error.organization.invalidZip');
    expect((await put(body, t.asPlain)).status).toBe(403);
    const saved = await put(body);
    expect(saved.body).toEqual({
      name: 'Invoice AG',
      street: 'Bahnhofstrasse',
      houseNumber: '1',
      zip: '8001',
      city: 'Zürich',
      country: 'ch',
      email: 'billing@invoice.ch',
      iban: 'CH5604835012345678009',
      complete: true,
    });
    expect((await id.http().get('/organization/invoice-address').set(t.asPlain)).body).toEqual(saved.body);
    expect((await id.outboxEvents('organization.invoiceAddressUpdated')).map((e) => e.payload)).toContainEqual({
      organizationId: t.org,
    });
    expect(await id.knex('audit').where({ entity: 'invoiceAddress', entity_id: t.org, action: 'insert' })).toHaveLength(
      1,
    );
  });
});

import { startIdentity, type Identity } from './harness';

/** Every notification also queues the transactional `notification` mail (issue 3), except to blocked users. */
describe('notification mails', () => {
  let id: Identity;
  beforeAll(async () => {
    id = await startIdentity();
  });
  afterAll(() => id.stop());

  /** An organisation whose admin invites `invitee`; returns the token of the invitation. */
  async function invitedBy(orgName: string, inviter: { id: string; email: string }, invitee: string) {
    await id.createOrganization(orgName, [{ userId: inviter.id, roles: ['admin'] }]);
    const headers = (await id.loginAs(inviter.email)).headers;
    expect((await id.http().post('/organization/invitation').set(headers).send({ email: invitee })).status).toBe(201);
    return id.lastToken('invitation', invitee);
  }

  it("queues exactly one notification mail in the recipient's language with the notification's texts and link", async () => {
    const inviter = await id.createUser({ language: 'de' });
    const invitee = await id.createUser();
    const token = await invitedBy('Glocken AG', inviter, invitee.email);
    const asInvitee = (await id.loginAs(invitee.email)).headers;
    expect((await id.http().post('/organization/invitation/accept').set(asInvitee).send({ token })).status).toBe(200);

    const note = await id
      .knex('notifications')
      .where({ user_id: inviter.id, type: 'notification.invitationAccepted' })
      .first();
    expect(note.data).toEqual({ name: 'Test User', email: invitee.email, organizationName: 'Glocken AG' });
    const mails = await id.mails({ template: 'notification' });
    expect(mails).toHaveLength(1);
    expect(mails[0]).toEqual({
      template: 'notification',
      class: 'transactional',
      locale: 'de',
      to: inviter.email,
      idempotencyKey: `identity:notification:${note.id}`,
      data: {
        // The new member by name (the harness's users are Test User), the address as a secondary detail.
        title: 'Test User ist Glocken AG beigetreten',
        body: `Test User (${invitee.email}) hat Ihre Einladung angenommen und ist jetzt Mitglied von «Glocken AG».`,
        path: '/cockpit/my-organization/users',
      },
    });
  });

  it('stores the notification of a blocked user but mails nothing to them', async () => {
    const inviter = await id.createUser();
    const invitee = await id.createUser();
    const token = await invitedBy('Gesperrt GmbH', inviter, invitee.email);
    await id.knex('users').where({ id: inviter.id }).update({ blocked: true });
    const before = (await id.mails({ template: 'notification' })).length;
    const asInvitee = (await id.loginAs(invitee.email)).headers;
    expect((await id.http().post('/organization/invitation/accept').set(asInvitee).send({ token })).status).toBe(200);

    expect(
      await id.knex('notifications').where({ user_id: inviter.id, type: 'notification.invitationAccepted' }),
    ).toHaveLength(1);
    expect(await id.mails({ template: 'notification', to: inviter.email })).toHaveLength(0);
    expect(await id.mails({ template: 'notification' })).toHaveLength(before);
  });

  it('mails platform administrators in English about a contact form, linking to the contact list', async () => {
    const admin = await id.createUser({ roles: ['platformAdmin'], language: 'en' });
    expect(
      (await id.http().post('/contact').send({ name: 'Anna Muster', message: 'Hello', phone: '+41 31 123 45 67' }))
        .status,
    ).toBe(201);
    const [mail] = await id.mails({ template: 'notification', to: admin.email });
    expect(mail).toMatchObject({
      locale: 'en',
      data: { title: 'New contact form from Anna Muster', path: '/cockpit/contacts' },
    });
  });

  it('sends organisation admins only the status mail when a status change notifies them', async () => {
    const platform = await id.createUser({ roles: ['platformAdmin'] });
    const orgAdmin = await id.createUser();
    const org = await id.createOrganization('Status AG', [{ userId: orgAdmin.id, roles: ['admin'] }], 'pending');
    const asPlatform = (await id.loginAs(platform.email)).headers;
    expect(
      (
        await id
          .http()
          .put('/organization/status')
          .set(asPlatform)
          .send({ organizationId: org, status: 'approved', reason: 'Alles in Ordnung' })
      ).status,
    ).toBe(200);

    expect(
      await id.knex('notifications').where({ user_id: orgAdmin.id, type: 'notification.organizationStatusChanged' }),
    ).toHaveLength(1);
    expect(await id.mails({ template: 'organizationStatusChanged', to: orgAdmin.email })).toHaveLength(1);
    expect(await id.mails({ template: 'notification', to: orgAdmin.email })).toHaveLength(0);
  });
});

import { startIdentity, type Identity } from './harness';

describe('notifications, conversations and contact forms', () => {
  let id: Identity;
  // Used by every test of the file: its headers are signed at each use (a context is valid for 60 s only).
  let platform: { id: string; readonly headers: Record<string, string> };
  beforeAll(async () => {
    id = await startIdentity();
    platform = await id.sessionOf((await id.createUser({ roles: ['platformAdmin'] })).email);
  });
  afterAll(() => id.stop());

  async function member(orgName: string, roles = ['admin']) {
    const u = await id.createUser();
    const org = await id.createOrganization(orgName, [{ userId: u.id, roles }]);
    return { id: u.id, email: u.email, org, headers: (await id.loginAs(u.email)).headers };
  }

  it('runs a conversation between an organisation and the platform: send, finish, restart, notifications', async () => {
    const a = await member('Talk AG');
    const b = await member('Other Talk AG');
    const created = await id
      .http()
      .post('/conversation')
      .set(a.headers)
      .send({ subject: 'Invoice question', message: 'Why CHF 100?' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      organizationId: a.org,
      organizationName: 'Talk AG',
      subject: 'Invoice question',
      status: 'open',
      // The author by name, with the e-mail address as a secondary detail (issue 9).
      messages: [{ type: 'user', body: 'Why CHF 100?', author: { id: a.id, name: 'Test User', email: a.email } }],
    });
    const cid = created.body.id;
    const platformNote = await id
      .knex('notifications')
      .where({ user_id: platform.id, type: 'notification.conversationMessage' })
      .first();
    // The notification names who wrote, by name with the address (issue 9).
    expect(platformNote.data).toEqual({
      conversationId: cid,
      subject: 'Invoice question',
      name: 'Test User',
      email: a.email,
    });
    const pushed = (await id.outboxEvents('notification.created')).find(
      (e) => e.payload.notification.id === platformNote.id,
    );
    expect(pushed.payload).toMatchObject({
      userId: platform.id,
      notification: { type: 'notification.conversationMessage', readAt: null },
    });

    const reply = await id
      .http()
      .post(`/conversation/${cid}/send`)
      .set(platform.headers)
      .send({ message: 'It is the base fee.' });
    expect(reply.body.messages.map((m: { type: string }) => m.type)).toEqual(['user', 'platform']);
    expect(
      await id.knex('notifications').where({ user_id: a.id, type: 'notification.conversationMessage' }),
    ).toHaveLength(1);

    expect((await id.http().post(`/conversation/${cid}/finish`).set(a.headers).send({})).body).toMatchObject({
      status: 'finished',
    });
    const restarted = await id
      .http()
      .post(`/conversation/${cid}/send`)
      .set(a.headers)
      .send({ message: 'One more thing' });
    expect(restarted.body).toMatchObject({ status: 'open', finishedAt: null });
    expect(restarted.body.messages).toHaveLength(3);
    expect((await id.outboxEvents('conversation.updated')).map((e) => e.payload.status)).toEqual(
      expect.arrayContaining(['open', 'finished']),
    );
    // Issue 20: whose turn it is after each change; a member's message waits for the platform.
    const ofThis = (await id.outboxEvents('conversation.updated')).filter((e) => e.payload.conversationId === cid);
    expect(ofThis.at(-1)!.payload).toMatchObject({ status: 'open', turn: 'platform' });
    expect(ofThis.find((e) => e.payload.status === 'finished')!.payload.turn).toBeNull();

    // Lists: members see their organisation's, platform administrators all (filterable).
    const mine = await id.http().get('/conversation').set(a.headers);
    expect(mine.body.items.map((c: { id: string }) => c.id)).toEqual([cid]);
    expect(mine.body.items[0].lastMessage).toMatchObject({ type: 'user', body: 'One more thing' });
    expect((await id.http().get('/conversation').set(b.headers)).body.total).toBe(0);
    expect(
      (await id.http().get('/conversation').set(platform.headers).query({ organizationId: a.org })).body.total,
    ).toBe(1);
    // Another organisation can neither read nor write it.
    expect((await id.http().get(`/conversation/${cid}`).set(b.headers)).body.message).toBe(
      'error.conversation.notFound',
    );
    expect((await id.http().post(`/conversation/${cid}/send`).set(b.headers).send({ message: 'hi' })).status).toBe(404);
    expect((await id.http().post(`/conversation/${cid}/finish`).set(b.headers).send({})).status).toBe(404);

    const fromPlatform = await id
      .http()
      .post('/conversation')
      .set(platform.headers)
      .send({ subject: 'Welcome', message: 'Hello from Cadeau', organizationId: b.org });
    expect(fromPlatform.body).toMatchObject({ organizationId: b.org, messages: [{ type: 'platform' }] });
    expect((await id.http().get('/conversation').set(b.headers)).body.total).toBe(1);
  });

  it("lists and marks only the caller's own notifications", async () => {
    const a = await member('Notes AG');
    const other = await member('Other Notes AG');
    await id
      .http()
      .post('/conversation')
      .set(platform.headers)
      .send({ subject: 'S1', message: 'm', organizationId: a.org });
    await id
      .http()
      .post('/conversation')
      .set(platform.headers)
      .send({ subject: 'S2', message: 'm', organizationId: a.org });
    await id
      .http()
      .post('/conversation')
      .set(platform.headers)
      .send({ subject: 'S3', message: 'm', organizationId: other.org });
    const list = await id.http().get('/notification').set(a.headers);
    expect(list.body).toMatchObject({ total: 2, unreadCount: 2 });
    expect(list.body.items.map((n: { data: { subject: string } }) => n.data.subject)).toEqual(['S2', 'S1']);
    const otherNote = (await id.http().get('/notification').set(other.headers)).body.items[0].id;
    const marked = await id
      .http()
      .put('/notification')
      .set(a.headers)
      .send({ ids: [list.body.items[0].id, otherNote] });
    expect(marked.body).toEqual({ unreadCount: 1 });
    expect((await id.http().get('/notification').set(other.headers)).body.unreadCount).toBe(1);
    expect(
      (await id.http().get('/notification').set(a.headers).query({ unread: 'true' })).body.items.map(
        (n: { data: { subject: string } }) => n.data.subject,
      ),
    ).toEqual(['S1']);
    expect((await id.http().put('/notification').set(a.headers).send({ all: true })).body).toEqual({ unreadCount: 0 });
    expect((await id.http().put('/notification').set(a.headers).send({ all: true, read: false })).body).toEqual({
      unreadCount: 2,
    });
  });

  it('takes contact forms with a phone or an e-mail, and lists them for platform administrators', async () => {
    const missing = await id.http().post('/contact').send({ name: 'Hans', message: 'Call me', email: '' });
    expect([missing.status, missing.body.message]).toEqual([400, 'error.contact.missingContactInfo']);
    // A Swiss number as people write it is stored in E.164 (issue 23); one that is no number is refused at its field.
    expect(
      (await id.http().post('/contact').send({ name: 'Hans', message: 'Call me', phone: '044 123 45 67' })).status,
    ).toBe(201);
    expect(
      (await id.http().post('/contact').send({ name: 'X', message: 'y', phone: '044 123 45' })).body.issues,
    ).toEqual([{ path: ['phone'], message: 'error.phone.invalid' }]);
    expect(
      (await id.http().post('/contact').send({ name: 'Greta', message: 'Mail me', email: 'Greta@Example.ch' })).status,
    ).toBe(201);
    expect((await id.http().post('/contact').send({ name: 'X', message: 'y', email: 'not-mail' })).body.issues).toEqual(
      [{ path: ['email'], message: 'zod.invalidEmail' }],
    );
    const list = await id.http().get('/contact').set(platform.headers).query({ sort: 'name', order: 'asc' });
    expect(
      list.body.items.map((c: { name: string; email: string | null; phone: string | null }) => [
        c.name,
        c.email,
        c.phone,
      ]),
    ).toEqual([
      ['Greta', 'greta@example.ch', null],
      ['Hans', null, '+41441234567'],
    ]);
    expect(
      await id.knex('notifications').where({ user_id: platform.id, type: 'notification.contactReceived' }),
    ).toHaveLength(2);
    const a = await member('Contact AG');
    expect((await id.http().get('/contact').set(a.headers)).status).toBe(403);
  });

  it('marks a contact form answered (or waiting again) and tells the platform both', async () => {
    const name = `Anfrage ${Date.now()}`;
    await id.http().post('/contact').send({ name, message: 'Bitte zurückrufen', phone: '079 123 45 67' });
    const waiting = await id.http().get('/contact').set(platform.headers).query({ status: 'open', q: name });
    expect(waiting.body.items).toEqual([expect.objectContaining({ name, answeredAt: null })]);
    const contactId = waiting.body.items[0].id;
    const a = await member('Fremd AG');
    const refused = await id.http().post(`/contact/${contactId}/answered`).set(a.headers).send({ answered: true });
    expect(refused.status).toBe(403);
    const answered = await id
      .http()
      .post(`/contact/${contactId}/answered`)
      .set(platform.headers)
      .send({ answered: true });
    expect(answered.status).toBe(200);
    expect(answered.body.answeredAt).toEqual(expect.any(String));
    // The same state again changes nothing and tells nothing.
    await id.http().post(`/contact/${contactId}/answered`).set(platform.headers).send({ answered: true });
    expect((await id.http().get('/contact').set(platform.headers).query({ status: 'open', q: name })).body.total).toBe(
      0,
    );
    expect(
      (await id.http().get('/contact').set(platform.headers).query({ status: 'answered', q: name })).body.total,
    ).toBe(1);
    await id.http().post(`/contact/${contactId}/answered`).set(platform.headers).send({ answered: false });
    const told = await id
      .knex('outbox')
      .whereIn('subject', ['contact.received', 'contact.answered'])
      .whereRaw(`payload->>'contactId' = ?`, [contactId])
      .orderBy('seq')
      .select('subject', 'payload');
    expect(told).toEqual([
      { subject: 'contact.received', payload: { contactId, name } },
      { subject: 'contact.answered', payload: { contactId, name } },
      { subject: 'contact.received', payload: { contactId, name } },
    ]);
    const unknown = await id
      .http()
      .post('/contact/00000000-0000-4000-8000-000000000000/answered')
      .set(platform.headers)
      .send({ answered: true });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'error.contact.notFound']);
  });
});

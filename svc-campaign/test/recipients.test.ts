import { startCampaign, member, platformAdmin, type CampaignHarness, type Caller } from './harness';
import { campaignOf, colleagueOf } from './recipients-world';

let h: CampaignHarness;
let admin: Caller;
let campaignId: string;

beforeAll(async () => {
  h = await startCampaign();
  admin = member();
  campaignId = await campaignOf(h.knex, admin);
});
afterAll(() => h.stop());

const base = (id = campaignId) => `/campaign/${id}/recipients`;

describe('one recipient at a time', () => {
  it('adds, lists, edits and removes a recipient, each with an audit entry', async () => {
    const created = await h
      .http()
      .post(base())
      .set(h.as(admin))
      .send({ email: 'Anna.Muster@Example.CH', phone: '+41 79 123 45 67', salutation: 'Liebe Anna' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'anna.muster@example.ch',
      phone: '+41791234567',
      salutation: 'Liebe Anna',
      greeting: null,
      unsubscribed: false,
    });
    const id = created.body.id as string;

    const list = await h.http().get(base()).set(h.as(admin));
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, items: [{ id, email: 'anna.muster@example.ch' }] });

    const edited = await h
      .http()
      .put(`${base()}/${id}`)
      .set(h.as(admin))
      .send({ email: 'anna@example.ch', phone: '', greeting: 'Danke für alles!' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, email: 'anna@example.ch', phone: null, salutation: null });

    const removed = await h.http().delete(`${base()}/${id}`).set(h.as(admin));
    expect(removed.status).toBe(204);
    expect((await h.http().get(base()).set(h.as(admin))).body.total).toBe(0);

    const audit = await h.knex('outbox').where({ subject: 'audit.campaign.recorded' }).orderBy('seq').select('payload');
    // A campaign's history is one query by its id: the entries name the recipient in their value.
    const entries = audit.map(
      (a) => a.payload as { action: string; entity: string; entityId: string; value: { recipientId: string } },
    );
    expect(
      entries
        .filter((e) => e.entity === 'campaignRecipients' && e.entityId === campaignId && e.value.recipientId === id)
        .map((e) => e.action),
    ).toEqual(['insert', 'update', 'delete']);
  });

  it('refuses a second recipient with the same address in any case, and a bad phone at its field', async () => {
    const first = await h.http().post(base()).set(h.as(admin)).send({ email: 'dup@example.ch' });
    expect(first.status).toBe(201);
    const again = await h.http().post(base()).set(h.as(admin)).send({ email: 'DUP@example.ch' });
    expect(again).toMatchObject({ status: 409, body: { message: 'error.recipient.duplicate' } });
    const other = await h.http().post(base()).set(h.as(admin)).send({ email: 'other@example.ch' });
    const clash = await h.http().put(`${base()}/${other.body.id}`).set(h.as(admin)).send({ email: 'dup@example.ch' });
    expect(clash).toMatchObject({ status: 409, body: { message: 'error.recipient.duplicate' } });

    for (const bad of ['079 123 45', 'call me', '+41 79 123 45 678']) {
      const phone = await h.http().post(base()).set(h.as(admin)).send({ email: 'p@example.ch', phone: bad });
      expect([bad, phone.status, phone.body.issues]).toEqual([
        bad,
        400,
        [{ path: ['phone'], message: 'error.phone.invalid' }],
      ]);
    }
  });

  it('takes Swiss phone numbers as people write them and a foreign one with its code, and stores E.164 (issue 23)', async () => {
    const written = {
      'local@example.ch': ['079 123 45 67', '+41791234567'],
      'international@example.ch': ['+41 79 123 45 67', '+41791234567'],
      'zeros@example.ch': ['0041 44 123 45 67', '+41441234567'],
      'berlin@example.ch': ['+49 30 1234567', '+49301234567'],
    };
    const ids: string[] = [];
    for (const [email, [phone, e164]] of Object.entries(written)) {
      const created = await h.http().post(base()).set(h.as(admin)).send({ email, phone });
      expect([email, created.status, created.body.phone]).toEqual([email, 201, e164]);
      ids.push(created.body.id as string);
    }
    const edited = await h
      .http()
      .put(`${base()}/${ids[0]}`)
      .set(h.as(admin))
      .send({ email: 'local@example.ch', phone: '0041 (0)78 765 43 21' });
    expect(edited.body.phone).toBe('+41787654321');
    const stored = await h.knex('recipients').whereIn('id', ids).orderBy('email').select('email', 'phone');
    expect(stored).toEqual([
      { email: 'berlin@example.ch', phone: '+49301234567' },
      { email: 'international@example.ch', phone: '+41791234567' },
      { email: 'local@example.ch', phone: '+41787654321' },
      { email: 'zeros@example.ch', phone: '+41441234567' },
    ]);
  });

  it('answers 404 for an unknown recipient and a recipient of another campaign', async () => {
    const otherCampaign = await campaignOf(h.knex, admin);
    const there = await h.http().post(base(otherCampaign)).set(h.as(admin)).send({ email: 'there@example.ch' });
    const wrong = await h.http().put(`${base()}/${there.body.id}`).set(h.as(admin)).send({ email: 'x@example.ch' });
    expect(wrong).toMatchObject({ status: 404, body: { message: 'error.recipient.notFound' } });
    const gone = await h.http().delete(`${base()}/00000000-0000-4000-8000-000000000000`).set(h.as(admin));
    expect(gone).toMatchObject({ status: 404, body: { message: 'error.recipient.notFound' } });
  });
});

describe('who may do what', () => {
  it('lets managers write, designers and users only read, and other organisations see nothing', async () => {
    const manager = colleagueOf(admin, ['manager']);
    expect((await h.http().post(base()).set(h.as(manager)).send({ email: 'm@example.ch' })).status).toBe(201);
    for (const role of ['designer', 'user']) {
      const reader = colleagueOf(admin, [role]);
      expect((await h.http().get(base()).set(h.as(reader))).status).toBe(200);
      expect((await h.http().get(`${base()}/export`).set(h.as(reader))).status).toBe(200);
      const write = await h
        .http()
        .post(base())
        .set(h.as(reader))
        .send({ email: `${role}@example.ch` });
      expect(write).toMatchObject({ status: 403, body: { message: 'error.forbidden' } });
    }
    const stranger = member();
    expect(await h.http().get(base()).set(h.as(stranger))).toMatchObject({
      status: 404,
      body: { message: 'error.campaign.notFound' },
    });
    const seller = member({ features: ['seller'] });
    expect(await h.http().get(base()).set(h.as(seller))).toMatchObject({
      status: 403,
      body: { message: 'error.campaign.giverOnly' },
    });
    const platform = platformAdmin();
    expect((await h.http().get(base()).set(h.as(platform))).status).toBe(200);
    expect((await h.http().post(base()).set(h.as(platform)).send({ email: 'pa@example.ch' })).status).toBe(403);
  });

  it('refuses changes once the campaign is released, with the key of its status', async () => {
    const pending = await campaignOf(h.knex, admin, 'pending');
    const add = await h.http().post(base(pending)).set(h.as(admin)).send({ email: 'late@example.ch' });
    expect(add).toMatchObject({ status: 409, body: { message: 'error.campaign.pending' } });
    const upload = await h
      .http()
      .post(`${base(pending)}/import`)
      .set(h.as(admin))
      .set('content-type', 'text/csv')
      .send('email\r\nlate@example.ch\r\n');
    expect(upload).toMatchObject({ status: 409, body: { message: 'error.campaign.pending' } });
    expect(await h.knex('recipients').where({ campaign_id: pending }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect((await h.http().get(base(pending)).set(h.as(admin))).status).toBe(200);
  });
});

describe('the list', () => {
  let listId: string;
  beforeAll(async () => {
    listId = await campaignOf(h.knex, admin);
    for (const r of [
      { email: 'carla@example.ch', salutation: 'Liebe Carla' },
      { email: 'bruno@example.ch', phone: '+41441234567' },
      { email: 'alma@example.ch', greeting: 'Merci 100%' },
    ])
      await h.http().post(base(listId)).set(h.as(admin)).send(r);
    await h.knex('recipients').where({ campaign_id: listId, email: 'bruno@example.ch' }).update({ unsubscribed: true });
    // An address that arrived otherwise (copied from an older list): what the invalid filter and blocker find.
    await h.knex('recipients').insert({ campaign_id: listId, email: 'broken@@example' });
  });

  const emails = async (query: string) => {
    const res = await h
      .http()
      .get(`${base(listId)}?${query}`)
      .set(h.as(admin));
    expect(res.status).toBe(200);
    return (res.body.items as { email: string }[]).map((r) => r.email);
  };

  it('sorts by e-mail or creation, pages, searches every text column and filters', async () => {
    expect(await emails('sort=email')).toEqual([
      'alma@example.ch',
      'broken@@example',
      'bruno@example.ch',
      'carla@example.ch',
    ]);
    expect(await emails('sort=createdAt&order=desc&pageSize=2&page=1')).toEqual(['broken@@example', 'alma@example.ch']);
    expect(await emails('q=carla')).toEqual(['carla@example.ch']);
    expect(await emails('q=4412')).toEqual(['bruno@example.ch']);
    // The number as people write it and as the list shows it finds the stored E.164 (issue 23).
    expect(await emails(`q=${encodeURIComponent('044 123 45 67')}`)).toEqual(['bruno@example.ch']);
    expect(await emails(`q=${encodeURIComponent('+41 44 123 45 67')}`)).toEqual(['bruno@example.ch']);
    expect(await emails('q=100%25')).toEqual(['alma@example.ch']);
    expect(await emails('q=_')).toEqual([]);
    expect(await emails('filter=unsubscribed')).toEqual(['bruno@example.ch']);
    expect(await emails('filter=invalid')).toEqual(['broken@@example']);
    const bad = await h
      .http()
      .get(`${base(listId)}?sort=phone`)
      .set(h.as(admin));
    expect(bad.status).toBe(400);
  });
});

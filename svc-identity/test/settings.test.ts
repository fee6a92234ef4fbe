import { SECRET_SETTING_MASK, settingDefs } from '@cadeau/contracts';
import { startIdentity, type Identity } from './harness';

const ADMIN_ONLY = [
  'Campaign.MailMaxPerRun',
  'Mail.DispatcherUrl',
  'Mail.DispatcherKey',
  'Mail.DispatcherProvider',
  'Payment.VatNumber',
  'Payment.IBAN',
  'Payment.Name',
  'Payment.Street',
  'Payment.HouseNumber',
  'Payment.City',
  'Payment.Zip',
  'Payment.Country',
  'Payment.FeeGiver',
  'Payment.FeeSeller',
];

describe('settings', () => {
  let id: Identity;
  let admin: Record<string, string>;
  let orgAdmin: Record<string, string>;
  let member: Record<string, string>;
  let org: string;
  beforeAll(async () => {
    id = await startIdentity();
    admin = (await id.loginAs((await id.createUser({ roles: ['platformAdmin'] })).email)).headers;
    const a = await id.createUser();
    const m = await id.createUser();
    org = await id.createOrganization('Settings AG', [
      { userId: a.id, roles: ['admin'] },
      { userId: m.id, roles: ['designer'] },
    ]);
    orgAdmin = (await id.loginAs(a.email)).headers;
    member = (await id.loginAs(m.email)).headers;
  });
  afterAll(() => id.stop());

  it('has the defaults, bounds and visibility of spec sections 3, 5, 6 and 9', async () => {
    const res = await id.http().get('/setting').set(admin);
    const byKey = Object.fromEntries(res.body.map((s: { key: string }) => [s.key, s]));
    expect(Object.keys(byKey).sort()).toEqual(
      settingDefs
        .filter((d) => d.scope === 'global')
        .map((d) => d.key)
        .sort(),
    );
    expect(byKey['Campaign.LeadTimeDays']).toMatchObject({
      type: 'number',
      value: 7,
      default: 7,
      min: 0,
      max: 365,
      visibility: 'public',
      active: true,
    });
    expect(byKey['Campaign.MinBudget']).toMatchObject({ value: 100000, min: 0, max: 100000000, unit: 'rappen' });
    expect(byKey['Campaign.MailBusinessHours']).toMatchObject({
      type: 'interval',
      value: { from: '07:00', to: '17:00' },
    });
    expect(byKey['Campaign.MailMaxPerRun']).toMatchObject({ value: 10, min: 1, max: 1000, visibility: 'admin' });
    expect(byKey['Campaign.MaxVideoSize']).toMatchObject({ value: 200, min: null, max: null });
    expect(byKey['Payment.FeeGiver']).toMatchObject({ value: 0.1, fractionDigits: 2, max: 100, visibility: 'admin' });
    expect(byKey['Payment.BaseFeeGiver']).toMatchObject({ value: 10000, visibility: 'public' });
    expect(byKey['Payment.Country'].value).toBe('ch');
    expect(byKey['Mail.DispatcherProvider']).toMatchObject({
      type: 'dropdown',
      options: ['sendgrid', 'dev'],
      value: 'dev',
    });
    expect(byKey['Product.MaxImages']).toMatchObject({ value: 5, min: 1, max: 100 });
  });

  it('never shows admin-only settings to anyone else', async () => {
    for (const headers of [orgAdmin, member]) {
      const keys: string[] = (await id.http().get('/setting').set(headers)).body.map((s: { key: string }) => s.key);
      for (const k of ADMIN_ONLY) expect(keys).not.toContain(k);
      expect(keys).toEqual(
        expect.arrayContaining([
          'Campaign.LeadTimeDays',
          'Payment.LeadPaymentDays',
          'Orders.SendNotificationMails',
          'Payments.NotificationMails',
        ]),
      );
    }
    const orgOnly = await id.http().get('/setting').query({ scope: 'organization' }).set(member);
    expect(orgOnly.body.map((s: { key: string; value: unknown }) => [s.key, s.value])).toEqual([
      ['Orders.SendNotificationMails', true],
      ['Orders.NotificationMails', []],
      ['Payments.NotificationMails', []],
    ]);
  });

  it('saves global settings in bounds, announces them, and answers translated messages out of bounds', async () => {
    const put = (values: object[], headers = admin) =>
      id.http().put('/setting').set(headers).send({ scope: 'global', values });
    const bad = await put([
      { key: 'Campaign.LeadTimeDays', value: 366 },
      { key: 'Campaign.MailMaxPerRun', value: 0 },
      { key: 'Payment.FeeGiver', value: 0.123 },
      { key: 'Campaign.MailBusinessHours', value: { from: '18:00', to: '08:00' } },
      { key: 'Payment.IBAN', value: 'CH00 1234' },
      { key: 'Mail.DispatcherProvider', value: 'smtp' },
    ]);
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([
      { path: ['values', 0, 'value'], message: 'zod.tooBig' },
      { path: ['values', 1, 'value'], message: 'zod.tooSmall' },
      { path: ['values', 2, 'value'], message: 'error.setting.fractionDigits' },
      { path: ['values', 3, 'value', 'to'], message: 'error.setting.intervalOrder' },
      { path: ['values', 4, 'value'], message: 'error.setting.invalidIban' },
      { path: ['values', 5, 'value'], message: 'zod.invalidValue' },
    ]);
    expect(await id.knex('settings')).toHaveLength(0);

    const ok = await put([
      { key: 'Campaign.MailMaxPerRun', value: 250 },
      { key: 'Campaign.MailBusinessHours', value: { from: '08:00', to: '18:30' } },
      { key: 'Mail.DispatcherKey', value: 'SG.secret' },
      { key: 'Payment.IBAN', value: 'ch93 0076 2011 6238 5295 7' },
      { key: 'Payment.FeeSeller', value: 2.5 },
    ]);
    expect(ok.status).toBe(200);
    const byKey = Object.fromEntries(ok.body.map((s: { key: string; value: unknown }) => [s.key, s.value]));
    expect(byKey).toMatchObject({
      'Campaign.MailMaxPerRun': 250,
      'Payment.IBAN': 'CH9300762011623852957',
      'Payment.FeeSeller': 2.5,
    });
    const events = (await id.outboxEvents('setting.updated')).map((e) => e.payload);
    expect(events).toContainEqual({ scope: 'global', organizationId: null, key: 'Campaign.MailMaxPerRun', value: 250 });
    expect(events).toContainEqual({
      scope: 'global',
      organizationId: null,
      key: 'Campaign.MailBusinessHours',
      value: { from: '08:00', to: '18:30' },
    });
    expect(events).toContainEqual({
      scope: 'global',
      organizationId: null,
      key: 'Mail.DispatcherKey',
      value: 'SG.secret',
    });
    const audit = await id.knex('audit').where({ entity: 'setting' });
    expect(audit.map((a) => a.value)).toContainEqual({ key: 'Campaign.MailMaxPerRun', from: 10, to: 250 });
    expect(JSON.stringify(audit)).not.toContain('SG.secret');

    // Same value again: nothing to announce.
    const before = (await id.outboxEvents('setting.updated')).length;
    await put([{ key: 'Campaign.MailMaxPerRun', value: 250 }]);
    expect(await id.outboxEvents('setting.updated')).toHaveLength(before);

    expect((await put([{ key: 'Campaign.LeadTimeDays', value: 3 }], orgAdmin)).status).toBe(403);
    expect((await put([{ key: 'Orders.SendNotificationMails', value: false }])).body.message).toBe(
      'error.setting.unknownKey',
    );
    expect((await put([{ key: 'Nope.Nothing', value: 1 }])).body.message).toBe('error.setting.unknownKey');
  });

  it('lets organisation admins change their organisation settings, with valid e-mail lists', async () => {
    const put = (values: object[], headers = orgAdmin) =>
      id.http().put('/setting').set(headers).send({ scope: 'organization', values });
    const bad = await put([{ key: 'Orders.NotificationMails', value: ['ok@example.ch', 'not-an-address'] }]);
    expect(bad.body.issues).toEqual([{ path: ['values', 0, 'value', 1], message: 'zod.invalidEmail' }]);
    const ok = await put([
      { key: 'Orders.SendNotificationMails', value: false },
      { key: 'Orders.NotificationMails', value: ['Orders@Example.ch'] },
    ]);
    expect(ok.body.map((s: { key: string; value: unknown }) => [s.key, s.value])).toEqual([
      ['Orders.SendNotificationMails', false],
      ['Orders.NotificationMails', ['orders@example.ch']],
      ['Payments.NotificationMails', []],
    ]);
    expect((await id.outboxEvents('setting.updated')).map((e) => e.payload)).toContainEqual({
      scope: 'organization',
      organizationId: org,
      key: 'Orders.SendNotificationMails',
      value: false,
    });
    expect((await put([{ key: 'Orders.SendNotificationMails', value: true }], member)).status).toBe(403);
    expect(await id.knex('audit').where({ entity: 'setting', organization_id: org })).toHaveLength(2);
  });
  it('never answers the mail provider key in clear: masked, write-only, kept when the mask comes back (issue 8)', async () => {
    const put = (value: unknown) =>
      id
        .http()
        .put('/setting')
        .set(admin)
        .send({ scope: 'global', values: [{ key: 'Mail.DispatcherKey', value }] });
    const keyOf = (body: { key: string; value: unknown }[]) => body.find((s) => s.key === 'Mail.DispatcherKey')?.value;
    const stored = async () =>
      (await id.knex('settings').where({ scope: 'global', key: 'Mail.DispatcherKey' }).first())?.value;

    const saved = await put('SG.write-only-key-9876');
    expect(saved.status).toBe(200);
    expect(keyOf(saved.body)).toBe(SECRET_SETTING_MASK);
    const got = await id.http().get('/setting').set(admin);
    expect(keyOf(got.body)).toBe(SECRET_SETTING_MASK);
    expect(JSON.stringify([saved.body, got.body])).not.toContain('write-only-key');
    expect(await stored()).toBe('SG.write-only-key-9876');

    // The settings page sends the mask back with the other values: the stored key stays, nothing is announced.
    const events = (await id.outboxEvents('setting.updated')).length;
    expect((await put(SECRET_SETTING_MASK)).status).toBe(200);
    expect(await stored()).toBe('SG.write-only-key-9876');
    expect(await id.outboxEvents('setting.updated')).toHaveLength(events);

    // An empty value clears it, and an empty key is answered empty, not masked.
    expect(keyOf((await put('')).body)).toBe('');
    expect(await stored()).toBe('');
  });

  it('refuses a maximum below its minimum at both settings, and a fraction of a whole-number setting (issue 9)', async () => {
    const put = (values: object[]) => id.http().put('/setting').set(admin).send({ scope: 'global', values });
    const stored = (key: string) => id.knex('settings').where({ scope: 'global', key }).first();

    const both = await put([
      { key: 'Campaign.MinDurationDays', value: 20 },
      { key: 'Campaign.MaxDurationDays', value: 10 },
    ]);
    expect(both.status).toBe(400);
    expect(both.body.issues).toEqual([
      { path: ['values', 0, 'value'], message: 'error.setting.maxBelowMin' },
      { path: ['values', 1, 'value'], message: 'error.setting.maxBelowMin' },
    ]);

    // Only the maximum sent: checked against the minimum in force (default 1), which is named by its key.
    const min = await put([{ key: 'Product.MinImages', value: 4 }]);
    expect(min.status).toBe(200);
    const max = await put([{ key: 'Product.MaxImages', value: 3 }]);
    expect(max.status).toBe(400);
    expect(max.body.issues).toEqual([
      { path: ['settings', 'Product.MinImages'], message: 'error.setting.maxBelowMin' },
      { path: ['values', 0, 'value'], message: 'error.setting.maxBelowMin' },
    ]);
    expect(await stored('Product.MaxImages')).toBeUndefined();
    expect((await put([{ key: 'Product.MaxImages', value: 4 }])).status).toBe(200);

    const fraction = await put([{ key: 'Campaign.LeadTimeDays', value: 2.5 }]);
    expect(fraction.status).toBe(400);
    expect(fraction.body.issues).toEqual([{ path: ['values', 0, 'value'], message: 'error.setting.wholeNumber' }]);
    expect(await stored('Campaign.LeadTimeDays')).toBeUndefined();
  });
});

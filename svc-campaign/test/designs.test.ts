import { randomUUID } from 'node:crypto';
import { defaultMailDesign, type MailDesign, type MailDesignBlock } from '@cadeau/contracts';
import { DomainError } from '@cadeau/service-kit';
import { until } from '@cadeau/service-kit/testing';
import { mailAdapter } from '../src/adapters/mail';
import { copyDesigns, designBlockers } from '../src/db/designs';
import { designId } from '../src/domain/design-ids';
import { member, platformAdmin, SECRET, startCampaign, type CampaignHarness, type Caller } from './harness';
import { startFilesStandIn, type FilesStandIn } from './files-standin';
import { startMailStandIn, type MailStandIn } from './mail-standin';

/**
 * The mail and greeting design routes (issue 11) against a real Postgres and NATS, with svc-identity's and
 * svc-mail's internal routes answered by loopback stand-ins: reading the default, saving with optimistic
 * versions, the contract's validation, the roles, the campaign's status, the preview through svc-mail, the test
 * mail through the outbox, the audit entries and the release blockers.
 */
let h: CampaignHarness;
let mail: MailStandIn;
let files: FilesStandIn;
beforeAll(async () => {
  mail = await startMailStandIn(SECRET);
  files = await startFilesStandIn(SECRET);
  h = await startCampaign({ mailUrl: mail.url, catalogUrl: files.url });
});
afterAll(async () => {
  await h?.stop();
  await mail?.stop();
  await files?.stop();
});

/** An upload of `organizationId` (known to the catalog stand-in) as a mail shows it. */
function upload(organizationId: string, published = false) {
  const id = randomUUID();
  files.files.set(id, { organizationId, published });
  return { id, url: `https://cadeau.example/api/file/${id}/detail.jpeg` };
}

async function newCampaign(
  organizationId: string,
  fields: Partial<{ status: string; name: string; start_date: string; end_date: string }> = {},
) {
  const [row] = await h
    .knex('campaigns')
    .insert({ organization_id: organizationId, organization_name: 'Stored Giver AG', name: 'Summer gifts', ...fields })
    .returning('id');
  return row.id as string;
}

/** A giver organisation (known to the identity stand-in) with one member per role, and a draft of it. */
async function giver() {
  const organizationId = randomUUID();
  h.identity.organizations.set(organizationId, {
    id: organizationId,
    name: 'Muster AG',
    status: 'approved',
    features: ['giver'],
    invoiceAddressComplete: true,
  });
  const as = (role: string) => member({ organizationId, roles: [role] });
  const campaignId = await newCampaign(organizationId);
  return {
    organizationId,
    campaignId,
    admin: as('admin'),
    manager: as('manager'),
    designer: as('designer'),
    user: as('user'),
  };
}

const mailPath = (campaignId: string) => `/campaign/${campaignId}/mail-design`;
const mailIdPath = (campaignId: string, suffix = '') =>
  `${mailPath(campaignId)}/${designId('mail', campaignId)}${suffix}`;
const greetingPath = (campaignId: string) => `/campaign/${campaignId}/greeting-design`;
const greetingIdPath = (campaignId: string) => `${greetingPath(campaignId)}/${designId('greeting', campaignId)}`;

const get = (path: string, caller: Caller) => h.http().get(path).set(h.as(caller));
const put = (path: string, caller: Caller, body: object) => h.http().put(path).set(h.as(caller)).send(body);
const post = (path: string, caller: Caller, body: object) => h.http().post(path).set(h.as(caller)).send(body);

const withBlocks = (blocks: MailDesignBlock[]): MailDesign => ({ ...defaultMailDesign(), blocks });
const greeting = (de: string, en: string) => ({
  greetingText: { de, en },
  allowCustomGreeting: true,
  allowCustomSalutation: false,
});
const rows = async (table: string, campaignId: string) =>
  Number((await h.knex(table).where({ campaign_id: campaignId }).count({ n: '*' }))[0].n);

describe('GET and PUT /campaign/{campaignId}/mail-design', () => {
  it('answers the default at version 0 under a stable id and writes nothing until the first save', async () => {
    const g = await giver();
    const res = await get(mailPath(g.campaignId), g.admin);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: designId('mail', g.campaignId),
      campaignId: g.campaignId,
      version: 0,
      design: defaultMailDesign(),
      editable: true,
      updatedAt: null,
    });
    expect(await rows('mail_designs', g.campaignId)).toBe(0);

    const design = { ...defaultMailDesign(), subject: { de: 'Für Sie, {{salutation}}', en: 'For you' } };
    const saved = await put(mailIdPath(g.campaignId), g.admin, { version: 0, design });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: res.body.id, version: 1, design, editable: true });
    expect(typeof saved.body.updatedAt).toBe('string');
    expect((await get(mailPath(g.campaignId), g.user)).body).toMatchObject({ version: 1, design, editable: false });
  });

  it('saves over the version loaded only: a second first save or a stale version is 409 changedMeanwhile', async () => {
    const g = await giver();
    const first = defaultMailDesign();
    expect((await put(mailIdPath(g.campaignId), g.admin, { version: 0, design: first })).status).toBe(200);
    const late = await put(mailIdPath(g.campaignId), g.designer, { version: 0, design: first });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('error.mailDesign.changedMeanwhile');

    const second = { ...first, theme: { ...first.theme, primaryColor: '#123456' } };
    const ok = await put(mailIdPath(g.campaignId), g.designer, { version: 1, design: second });
    expect(ok.body.version).toBe(2);
    const stale = await put(mailIdPath(g.campaignId), g.manager, { version: 1, design: first });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('error.mailDesign.changedMeanwhile');
    expect((await get(mailPath(g.campaignId), g.admin)).body.design.theme.primaryColor).toBe('#123456');
  });

  it('refuses a design the contract refuses, with each issue at its block, and stores nothing', async () => {
    const g = await giver();
    const footer = defaultMailDesign().blocks.find((b) => b.type === 'footer')!;
    const cases: [MailDesign, { path: (string | number)[]; message: string }][] = [
      [
        withBlocks([{ type: 'text', text: { de: 'Hallo {{vorname}}', en: 'Hi' } }, { type: 'giftCode' }, footer]),
        { path: ['design', 'blocks', 0, 'text', 'de'], message: 'error.mailDesign.unknownPlaceholder' },
      ],
      [
        withBlocks([{ type: 'giftCode' }, { type: 'giftCode' }, footer]),
        { path: ['design', 'blocks'], message: 'error.mailDesign.giftCodeCount' },
      ],
      [withBlocks([{ type: 'giftCode' }]), { path: ['design', 'blocks'], message: 'error.mailDesign.footerCount' }],
      [
        withBlocks([
          { type: 'text', text: { de: 'ok', en: '[click](javascript:alert(1))' } },
          { type: 'giftCode' },
          footer,
        ]),
        { path: ['design', 'blocks', 0, 'text', 'en'], message: 'error.mailDesign.invalidLink' },
      ],
      [
        withBlocks([
          { type: 'headerImage', imageUrl: 'https://tracker.example/pixel.gif', alt: { de: 'a', en: 'a' } },
          { type: 'giftCode' },
          footer,
        ]),
        { path: ['design', 'blocks', 0, 'imageUrl'], message: 'error.mailDesign.invalidImageUrl' },
      ],
      [
        withBlocks([...Array.from({ length: 39 }, () => ({ type: 'divider' as const })), { type: 'giftCode' }, footer]),
        { path: ['design', 'blocks'], message: 'zod.tooLong' },
      ],
      [
        { ...defaultMailDesign(), subject: { de: 'Zeile\nzwei', en: 'x' } },
        { path: ['design', 'subject', 'de'], message: 'zod.invalidString' },
      ],
    ];
    for (const [design, issue] of cases) {
      const res = await put(mailIdPath(g.campaignId), g.admin, { version: 0, design });
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: 'zod.invalid' });
      expect(res.body.issues).toContainEqual(issue);
    }
    const IMAGE = upload(g.organizationId).url;
    const image: MailDesign = withBlocks([
      { type: 'headerImage', imageUrl: IMAGE, alt: { de: 'Banner', en: 'Banner' } },
      { type: 'image', imageUrl: IMAGE, alt: { de: 'Bild', en: 'Picture' }, link: '{{redeemLink}}' },
      { type: 'giftCode' },
      { type: 'spacer', height: 40 },
      footer,
    ]);
    expect(await rows('mail_designs', g.campaignId)).toBe(0);
    expect((await put(mailIdPath(g.campaignId), g.admin, { version: 0, design: image })).status).toBe(200);
  });

  it("publishes the design's images for recipients' mail clients and refuses one that would stay private", async () => {
    const g = await giver();
    const own = upload(g.organizationId);
    const productImage = upload(randomUUID(), true);
    const foreign = upload(randomUUID());
    const footer = defaultMailDesign().blocks.at(-1)!;
    const blocks = (third: string): MailDesignBlock[] => [
      { type: 'headerImage', imageUrl: own.url, alt: { de: 'Kopf', en: 'Header' } },
      { type: 'image', imageUrl: productImage.url, alt: { de: 'Produkt', en: 'Product' } },
      { type: 'image', imageUrl: third, alt: { de: 'Bild', en: 'Picture' } },
      { type: 'giftCode' },
      footer,
    ];
    const refused = await put(mailIdPath(g.campaignId), g.admin, {
      version: 0,
      design: withBlocks(blocks(foreign.url)),
    });
    expect({ status: refused.status, message: refused.body.message }).toEqual({ status: 400, message: 'zod.invalid' });
    expect(refused.body.issues).toEqual([
      { path: ['design', 'blocks', 2, 'imageUrl'], message: 'error.mailDesign.invalidImageUrl' },
    ]);
    expect(files.files.get(foreign.id)!.published).toBe(false);
    expect(await rows('mail_designs', g.campaignId)).toBe(0);

    const second = upload(g.organizationId);
    const saved = await put(mailIdPath(g.campaignId), g.admin, { version: 0, design: withBlocks(blocks(second.url)) });
    expect(saved.status).toBe(200);
    expect([own, second].map((f) => files.files.get(f.id)!.published)).toEqual([true, true]);
    // Sent as https://cadeau.example/…, kept at the platform's own origin (the harness's PUBLIC_URL).
    expect(saved.body.design.blocks[0].imageUrl).toBe(`http://localhost:8080/api/file/${own.id}/detail.jpeg`);

    // A catalog that cannot be reached refuses the save (503) rather than store images nobody could see.
    files.down = true;
    try {
      const down = await put(mailIdPath(g.campaignId), g.admin, { version: 1, design: withBlocks(blocks(own.url)) });
      expect({ status: down.status, message: down.body.message }).toEqual({
        status: 503,
        message: 'error.serviceUnavailable',
      });
    } finally {
      files.down = false;
    }
    expect((await get(mailPath(g.campaignId), g.admin)).body.version).toBe(1);
  });

  it('answers 404 for another design id, a malformed or unknown campaign', async () => {
    const g = await giver();
    const wrong = await put(`${mailPath(g.campaignId)}/${randomUUID()}`, g.admin, {
      version: 0,
      design: defaultMailDesign(),
    });
    expect({ status: wrong.status, message: wrong.body.message }).toEqual({
      status: 404,
      message: 'error.mailDesign.notFound',
    });
    const greetingId = await put(`${mailPath(g.campaignId)}/${designId('greeting', g.campaignId)}`, g.admin, {
      version: 0,
      design: defaultMailDesign(),
    });
    expect(greetingId.status).toBe(404);
    for (const id of ['not-a-uuid', randomUUID()]) {
      const res = await get(mailPath(id), g.admin);
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 404,
        message: 'error.campaign.notFound',
      });
    }
  });
});

describe('who may read and change the designs', () => {
  it('lets admin, manager and designer write and every member read', async () => {
    const g = await giver();
    let version = 0;
    for (const writer of [g.admin, g.manager, g.designer]) {
      expect((await get(mailPath(g.campaignId), writer)).body.editable).toBe(true);
      const res = await put(mailIdPath(g.campaignId), writer, { version, design: defaultMailDesign() });
      expect(res.status).toBe(200);
      version = res.body.version;
      const gr = await put(greetingIdPath(g.campaignId), writer, { version: version - 1, design: greeting('a', 'b') });
      expect(gr.status).toBe(200);
    }
    const reader = await get(mailPath(g.campaignId), g.user);
    expect({ status: reader.status, editable: reader.body.editable }).toEqual({ status: 200, editable: false });
    expect((await get(greetingPath(g.campaignId), g.user)).body.editable).toBe(false);
    const refused = await put(mailIdPath(g.campaignId), g.user, { version, design: defaultMailDesign() });
    expect({ status: refused.status, message: refused.body.message }).toEqual({
      status: 403,
      message: 'error.forbidden',
    });
    expect((await put(greetingIdPath(g.campaignId), g.user, { version: 3, design: greeting('x', 'y') })).status).toBe(
      403,
    );
    expect((await post(mailIdPath(g.campaignId, '/test'), g.user, { language: 'de' })).status).toBe(403);
  });

  it("answers 404 to another giver's member and 403 giverOnly without the giver feature", async () => {
    const g = await giver();
    const other = member({ roles: ['admin'] });
    const seller = member({ roles: ['admin'], features: ['seller'] });
    for (const path of [mailPath(g.campaignId), greetingPath(g.campaignId)]) {
      const foreign = await get(path, other);
      expect({ status: foreign.status, message: foreign.body.message }).toEqual({
        status: 404,
        message: 'error.campaign.notFound',
      });
      const noGiver = await get(path, seller);
      expect({ status: noGiver.status, message: noGiver.body.message }).toEqual({
        status: 403,
        message: 'error.campaign.giverOnly',
      });
    }
    expect((await put(mailIdPath(g.campaignId), other, { version: 0, design: defaultMailDesign() })).status).toBe(404);
    expect(await rows('mail_designs', g.campaignId)).toBe(0);
  });

  it("lets platform administrators read every campaign's designs and write only their own organisation's", async () => {
    const g = await giver();
    const admin = platformAdmin();
    const read = await get(mailPath(g.campaignId), admin);
    expect({ status: read.status, editable: read.body.editable }).toEqual({ status: 200, editable: false });
    expect((await put(mailIdPath(g.campaignId), admin, { version: 0, design: defaultMailDesign() })).status).toBe(403);
    const acting = { ...member({ organizationId: g.organizationId, roles: [] }), roles: ['platformAdmin'] };
    expect((await put(mailIdPath(g.campaignId), acting, { version: 0, design: defaultMailDesign() })).status).toBe(200);
  });

  it('refuses changes once the campaign is released, with the key of its status', async () => {
    const g = await giver();
    for (const [status, key] of [
      ['pending', 'error.campaign.pending'],
      ['approved', 'error.campaign.alreadyApproved'],
      ['blocked', 'error.campaign.blocked'],
    ]) {
      const campaignId = await newCampaign(g.organizationId, { status });
      expect((await get(mailPath(campaignId), g.admin)).body.editable).toBe(false);
      for (const res of [
        await put(mailIdPath(campaignId), g.designer, { version: 0, design: defaultMailDesign() }),
        await put(greetingIdPath(campaignId), g.admin, { version: 0, design: greeting('a', 'b') }),
        await post(mailIdPath(campaignId, '/test'), g.admin, { language: 'en' }),
      ])
        expect({ status: res.status, message: res.body.message }).toEqual({ status: 409, message: key });
    }
    const rejected = await newCampaign(g.organizationId, { status: 'rejected' });
    expect((await put(mailIdPath(rejected), g.designer, { version: 0, design: defaultMailDesign() })).status).toBe(200);
  });

  it('waits for a release that holds the campaign, then refuses the save (never a design changed after release)', async () => {
    const g = await giver();
    const release = await h.knex.transaction();
    try {
      await release('campaigns').where({ id: g.campaignId }).forUpdate().first();
      const saving = put(mailIdPath(g.campaignId), g.designer, { version: 0, design: defaultMailDesign() }).then(
        (res) => res,
      );
      await until('the save to wait for the campaign row', async () => {
        const { rows: waiting } = await h.knex.raw(
          `select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return waiting.length > 0;
      });
      await release('campaigns').where({ id: g.campaignId }).update({ status: 'pending' });
      await release.commit();
      const res = await saving;
      expect({ status: res.status, message: res.body.message }).toEqual({
        status: 409,
        message: 'error.campaign.pending',
      });
    } finally {
      if (!release.isCompleted()) await release.rollback();
    }
    expect(await rows('mail_designs', g.campaignId)).toBe(0);
  });
});

describe('POST /campaign/{campaignId}/mail-design/{id}/preview', () => {
  it("renders unsaved edits through svc-mail with the campaign's values, and writes nothing", async () => {
    const g = await giver();
    const campaignId = await newCampaign(g.organizationId, { start_date: '2026-12-01', end_date: '2026-12-24' });
    const design = withBlocks([
      { type: 'text', text: { de: '**{{campaignName}}** von {{giverName}} bis {{validUntil}}', en: 'x' } },
      { type: 'giftCode' },
      defaultMailDesign().blocks.at(-1)!,
    ]);
    const before = mail.calls.length;
    const res = await post(mailIdPath(campaignId, '/preview'), g.user, { design, language: 'de' });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Ein Geschenk von Muster AG');
    expect(res.body.html).toContain('<strong>Summer gifts</strong> von Muster AG bis 24.12.26');
    expect(mail.calls.slice(before)).toEqual([
      {
        design,
        language: 'de',
        values: {
          campaignName: 'Summer gifts',
          giverName: 'Muster AG',
          validFrom: '01.12.26',
          validUntil: '24.12.26',
        },
      },
    ]);
    expect(await rows('mail_designs', campaignId)).toBe(0);
  });

  it('renders the saved design without a body design, in English dates', async () => {
    const g = await giver();
    const campaignId = await newCampaign(g.organizationId, { start_date: '2026-12-01' });
    const design = { ...defaultMailDesign(), subject: { de: 'Gespeichert', en: 'Saved {{validFrom}}' } };
    await put(mailIdPath(campaignId), g.admin, { version: 0, design });
    const res = await post(mailIdPath(campaignId, '/preview'), g.admin, { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body.subject).toBe('Saved 12/01/26');
  });

  it('validates the unsaved design like a save', async () => {
    const g = await giver();
    const res = await post(mailIdPath(g.campaignId, '/preview'), g.admin, {
      design: withBlocks([{ type: 'text', text: { de: '{{x}}', en: '' } }]),
      language: 'de',
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: ['design', 'blocks', 0, 'text', 'de'],
      message: 'error.mailDesign.unknownPlaceholder',
    });
  });

  it('previews an image block whose image is not chosen yet (svc-mail shows a placeholder), which a save refuses', async () => {
    const g = await giver();
    const design = withBlocks([
      { type: 'image', imageUrl: '', alt: { de: '', en: '' } },
      { type: 'giftCode' },
      defaultMailDesign().blocks.at(-1)!,
    ]);
    const res = await post(mailIdPath(g.campaignId, '/preview'), g.admin, { design, language: 'de' });
    expect(res.status).toBe(200);
    expect(mail.calls.at(-1)).toMatchObject({ design, language: 'de' });
    const saved = await put(mailIdPath(g.campaignId), g.admin, { version: 0, design });
    expect(saved.status).toBe(400);
    expect(saved.body.issues).toContainEqual({
      path: ['design', 'blocks', 0, 'imageUrl'],
      message: 'error.mailDesign.invalidImageUrl',
    });
  });

  it('answers 503 error.serviceUnavailable while svc-mail cannot be reached', async () => {
    const down = mailAdapter({ baseUrl: 'http://127.0.0.1:9', secret: SECRET, timeoutMs: 1000 });
    const err = await down.render(defaultMailDesign(), 'de').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ status: 503, key: 'error.serviceUnavailable' });
  });
});

describe('POST /campaign/{campaignId}/mail-design/{id}/test', () => {
  it("queues the current design as svc-mail's campaignTest mail to the caller's own address, with the campaign's dates", async () => {
    const g = await giver();
    // Dates unlike svc-mail's samples (01.12.26-31.12.26), so the mail cannot show the samples and pass.
    const campaignId = await newCampaign(g.organizationId, { start_date: '2027-03-02', end_date: '2027-04-15' });
    h.identity.users.set(g.designer.userId, {
      id: g.designer.userId,
      email: 'designer@example.ch',
      firstName: 'Dana',
      language: 'de',
      blocked: false,
    });
    const design = { ...defaultMailDesign(), subject: { de: 'Test-Betreff', en: 'Test subject' } };
    await put(mailIdPath(campaignId), g.designer, { version: 0, design });
    const res = await post(mailIdPath(campaignId, '/test'), g.designer, { language: 'en' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ to: 'designer@example.ch' });

    const [row] = await h
      .knex('outbox')
      .where({ subject: 'mail.send.campaign' })
      .whereRaw(`payload->>'to' = ?`, ['designer@example.ch']);
    expect(row.payload).toMatchObject({
      template: 'campaignTest',
      locale: 'en',
      to: 'designer@example.ch',
      class: 'transactional',
    });
    expect(row.payload.data).toEqual({
      design,
      language: 'en',
      campaignName: 'Summer gifts',
      giverName: 'Muster AG',
      values: { campaignName: 'Summer gifts', giverName: 'Muster AG', validFrom: '03/02/27', validUntil: '04/15/27' },
    });
    // Published into svc-mail's MAIL stream (the service declares it), like every mail command.
    await until('the test mail command published', async () =>
      (await h.knex('outbox').where({ id: row.id }).first())?.published_at ? true : null,
    );
  });

  it('sends nothing for a caller svc-identity does not know', async () => {
    const g = await giver();
    const before = Number((await h.knex('outbox').where({ subject: 'mail.send.campaign' }).count({ n: '*' }))[0].n);
    const res = await post(mailIdPath(g.campaignId, '/test'), g.admin, { language: 'de' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('error.noUserFound');
    const after = Number((await h.knex('outbox').where({ subject: 'mail.send.campaign' }).count({ n: '*' }))[0].n);
    expect(after).toBe(before);
  });
});

describe('GET and PUT /campaign/{campaignId}/greeting-design', () => {
  it('answers an empty default at version 0, saves over the version loaded and bounds the text', async () => {
    const g = await giver();
    const res = await get(greetingPath(g.campaignId), g.designer);
    expect(res.body).toEqual({
      id: designId('greeting', g.campaignId),
      campaignId: g.campaignId,
      version: 0,
      design: { greetingText: { de: '', en: '' }, allowCustomGreeting: true, allowCustomSalutation: true },
      editable: true,
      updatedAt: null,
    });
    const saved = await put(greetingIdPath(g.campaignId), g.designer, {
      version: 0,
      design: greeting('Danke', 'Thanks'),
    });
    expect(saved.body).toMatchObject({ version: 1, design: greeting('Danke', 'Thanks') });
    const stale = await put(greetingIdPath(g.campaignId), g.admin, { version: 0, design: greeting('x', 'y') });
    expect({ status: stale.status, message: stale.body.message }).toEqual({
      status: 409,
      message: 'error.greetingDesign.changedMeanwhile',
    });
    const long = await put(greetingIdPath(g.campaignId), g.admin, {
      version: 1,
      design: greeting('x'.repeat(2001), 'y'),
    });
    expect(long.status).toBe(400);
    expect(long.body.issues).toContainEqual({ path: ['design', 'greetingText', 'de'], message: 'zod.tooLong' });
    const wrongId = await put(`${greetingPath(g.campaignId)}/${designId('mail', g.campaignId)}`, g.admin, {
      version: 1,
      design: greeting('x', 'y'),
    });
    expect({ status: wrongId.status, message: wrongId.body.message }).toEqual({
      status: 404,
      message: 'error.greetingDesign.notFound',
    });
  });
});

describe('audit, release blockers and templates', () => {
  it("records each save in the campaign's history (audit.campaign.recorded) with the acting person", async () => {
    const g = await giver();
    await put(mailIdPath(g.campaignId), g.designer, { version: 0, design: defaultMailDesign() });
    await put(mailIdPath(g.campaignId), g.designer, { version: 1, design: defaultMailDesign() });
    await put(greetingIdPath(g.campaignId), g.admin, { version: 0, design: greeting('a', 'b') });
    const entries = await h
      .knex('outbox')
      .where({ subject: 'audit.campaign.recorded' })
      .whereRaw(`payload->>'entityId' = ?`, [g.campaignId])
      .orderBy('seq');
    expect(entries.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        action: 'insert',
        entity: 'campaignMailDesign',
        organizationId: g.organizationId,
        userId: g.designer.userId,
        value: { version: 1 },
      }),
      expect.objectContaining({ action: 'update', entity: 'campaignMailDesign', value: { version: 2 } }),
      expect.objectContaining({ action: 'insert', entity: 'campaignGreetingDesign', userId: g.admin.userId }),
    ]);
  });

  it('blocks the release until both designs are saved with their texts in German and English', async () => {
    const g = await giver();
    expect(await designBlockers(h.knex, g.campaignId)).toEqual([
      'error.campaign.noGreetingText',
      'error.campaign.noMailDesign',
    ]);
    await put(greetingIdPath(g.campaignId), g.admin, { version: 0, design: greeting('Danke', ' ') });
    const noSubject = { ...defaultMailDesign(), subject: { de: 'Betreff', en: '' } };
    await put(mailIdPath(g.campaignId), g.admin, { version: 0, design: noSubject });
    expect(await designBlockers(h.knex, g.campaignId)).toEqual([
      'error.campaign.noGreetingText',
      'error.campaign.noMailDesign',
    ]);
    await put(greetingIdPath(g.campaignId), g.admin, { version: 1, design: greeting('Danke', 'Thanks') });
    await put(mailIdPath(g.campaignId), g.admin, { version: 1, design: defaultMailDesign() });
    expect(await designBlockers(h.knex, g.campaignId)).toEqual([]);
  });

  it("copies the chosen saved designs to a campaign made from a template, and a draft's deletion takes them", async () => {
    const g = await giver();
    const design = { ...defaultMailDesign(), subject: { de: 'Vorlage', en: 'Template' } };
    await put(mailIdPath(g.campaignId), g.admin, { version: 0, design });
    await put(greetingIdPath(g.campaignId), g.admin, { version: 0, design: greeting('Danke', 'Thanks') });
    const copy = await newCampaign(g.organizationId);
    const onlyMail = await newCampaign(g.organizationId);
    await h.knex.transaction(async (trx) => {
      await copyDesigns(trx, g.campaignId, copy, { mail: true, greeting: true }, g.admin.userId);
      await copyDesigns(trx, g.campaignId, onlyMail, { mail: true, greeting: false }, g.admin.userId);
    });
    expect((await get(mailPath(copy), g.admin)).body).toMatchObject({ id: designId('mail', copy), version: 1, design });
    expect((await get(greetingPath(copy), g.admin)).body.design).toEqual(greeting('Danke', 'Thanks'));
    expect((await get(greetingPath(onlyMail), g.admin)).body.version).toBe(0);

    await h.knex('campaigns').where({ id: copy }).delete();
    expect(await rows('mail_designs', copy)).toBe(0);
    expect(await rows('greeting_designs', copy)).toBe(0);
  });
});

import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { defaultMailDesign, voucherExportColumns } from '@cadeau/contracts';
import { formatGiftCode, hasValidDammCheckDigit } from '@cadeau/contracts/gift-code';
import { generateVouchers } from '../src/db/vouchers-generate';
import { devVoucherKeys, lookup } from '../src/domain/code-crypto';
import { startCatalogStandIn, type CatalogStandIn } from './catalog-standin';
import { colleague, eventsOf, giverAdmin, NOW, productIn } from './campaign-world';
import { platformAdmin, SECRET, startCampaign, type Caller, type CampaignHarness } from './harness';
import {
  campaignWithVouchers,
  codesOf,
  csvRows,
  mailCall,
  handled,
  pendingCampaign,
  publishMailEvent,
  review,
  streamedAudits,
} from './voucher-world';

let h: CampaignHarness;
let catalog: CatalogStandIn;
beforeAll(async () => {
  catalog = await startCatalogStandIn(SECRET);
  h = await startCampaign({ catalogUrl: catalog.url, now: () => NOW });
});
afterAll(async () => {
  await h?.stop();
  await catalog?.stop();
});

describe('gift codes made at the approval', () => {
  it('gives every recipient one unused code with a valid check digit, found by its HMAC', async () => {
    const c = await campaignWithVouchers(h, { recipients: 25 });
    const rows = await h.knex('vouchers').where({ campaign_id: c.id }).select('*');
    expect(rows).toHaveLength(25);
    expect(new Set(rows.map((r) => r.recipient_id))).toEqual(new Set(c.recipientIds));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['unused']));
    const codes = await codesOf(h.knex, c.id);
    for (const row of rows) {
      const code = codes.get(row.recipient_id)!;
      expect(hasValidDammCheckDigit(code)).toBe(true);
      expect(lookup(devVoucherKeys(), code).equals(row.code_hmac)).toBe(true);
    }
    expect(new Set(codes.values()).size).toBe(25);
  });

  it('never keeps a code in plain text: no table byte holds its digits, formatted or not', async () => {
    const c = await campaignWithVouchers(h, { recipients: 40 });
    const codes = [...(await codesOf(h.knex, c.id)).values()];
    // Every column of every row, as Postgres prints it (text, hex of bytea) and as the raw bytes.
    const { rows } = await h.knex.raw('select v::text as line from vouchers v where campaign_id = ?', [c.id]);
    const raw = await h.knex('vouchers').where({ campaign_id: c.id }).select('code_hmac', 'code_cipher');
    const dump = [
      ...rows.map((r: { line: string }) => r.line),
      ...raw.flatMap((r) => [r.code_hmac.toString('latin1'), r.code_cipher.toString('latin1')]),
    ].join('\n');
    for (const code of codes) {
      expect(dump).not.toContain(code);
      expect(dump).not.toContain(formatGiftCode(code));
    }
  });

  it('makes no code on a rejection or a block', async () => {
    const rejected = await pendingCampaign(h, { recipients: 2 });
    expect((await review(h, rejected.id, { decision: 'reject', reason: 'Budget zu knapp' })).status).toBe(200);
    const blocked = await pendingCampaign(h, { recipients: 2 });
    expect((await review(h, blocked.id, { decision: 'block', reason: 'Spam' })).status).toBe(200);
    expect(await h.knex('vouchers').whereIn('campaign_id', [rejected.id, blocked.id]).count({ n: '*' })).toEqual([
      { n: '0' },
    ]);
  });

  it('approves with the codes or not at all: a failing insert leaves the campaign pending without codes', async () => {
    const c = await pendingCampaign(h, { recipients: 3 });
    // A trigger refusing this campaign's vouchers stands in for anything that breaks the generation.
    await h.knex.raw(`create function refuse_vouchers() returns trigger language plpgsql as $$
      begin if new.campaign_id = '${c.id}' then raise exception 'refused for the test'; end if; return new; end $$`);
    await h.knex.raw(
      'create trigger refuse_vouchers before insert on vouchers for each row execute function refuse_vouchers()',
    );
    try {
      expect((await review(h, c.id, { decision: 'approve' })).status).toBe(500);
    } finally {
      await h.knex.raw('drop trigger refuse_vouchers on vouchers');
      await h.knex.raw('drop function refuse_vouchers');
    }
    expect((await h.knex('campaigns').where({ id: c.id }).first('status')).status).toBe('pending');
    expect(await h.knex('vouchers').where({ campaign_id: c.id }).count({ n: '*' })).toEqual([{ n: '0' }]);
    expect((await review(h, c.id, { decision: 'approve' })).status).toBe(200);
    expect(await h.knex('vouchers').where({ campaign_id: c.id }).count({ n: '*' })).toEqual([{ n: '3' }]);
  });

  it('gives a recipient whose code clashes with an existing one another code, in a later round', async () => {
    const first = await campaignWithVouchers(h, { recipients: 1 });
    const taken = [...(await codesOf(h.knex, first.id)).values()][0]!;
    const c = await pendingCampaign(h, { recipients: 2 });
    const fresh = ['1122334455667789', '1234567890123450'].filter((code) => code !== taken);
    const sequence = [taken, ...fresh];
    const made = await h.knex.transaction((trx) =>
      generateVouchers(trx, devVoucherKeys(), c.id, () => sequence.shift()!),
    );
    expect(made).toBe(2);
    expect(sequence).toEqual([]);
    expect(new Set((await codesOf(h.knex, c.id)).values())).toEqual(new Set(fresh));
    // A second run finds every recipient served and makes nothing.
    expect(await h.knex.transaction((trx) => generateVouchers(trx, devVoucherKeys(), c.id))).toBe(0);
  });
});

describe('the giver reads the codes: statistics and feedback', () => {
  it('counts codes made, redeemed, with feedback, and mails sent, opened, clicked and failed', async () => {
    const c = await campaignWithVouchers(h, { recipients: 5, status: 'running' });
    const [a, b, d] = c.recipientIds;
    const at = new Date('2030-03-02T10:00:00Z');
    await h.knex('vouchers').whereIn('recipient_id', [a, b, d]).update({ mailed_at: at });
    await h.knex('vouchers').whereIn('recipient_id', [a, b]).update({ opened_at: at });
    await h.knex('vouchers').where({ recipient_id: a }).update({ clicked_at: at });
    await h
      .knex('vouchers')
      .where({ recipient_id: c.recipientIds[4] })
      .update({ mail_failed_at: at, mail_failure: 'x' });
    await h
      .knex('vouchers')
      .where({ recipient_id: a })
      .update({ status: 'used', redeemed_at: at, feedback: 'Merci vielmal!', feedback_at: at });
    await h.knex('vouchers').where({ recipient_id: b }).update({ status: 'used', redeemed_at: at });
    const res = await h.http().get(`/campaign/${c.id}/statistics`).set(h.as(c.admin));
    expect(res.status).toBe(200);
    expect(res.body.vouchers).toEqual({ issued: 5, redeemed: 2, feedback: 1 });
    expect(res.body.mails).toEqual({ sent: 3, opened: 2, clicked: 1, failed: 1 });
  });

  it('prices the used budget by the redeemed products (gross price plus shipping)', async () => {
    const product = productIn(catalog, { grossPriceRappen: 4000, shippingRappen: 900 });
    const c = await campaignWithVouchers(h, { recipients: 3, status: 'running' });
    await h
      .knex('campaigns')
      .where({ id: c.id })
      .update({ product_ids: [product.id] });
    await h
      .knex('vouchers')
      .whereIn('recipient_id', c.recipientIds.slice(0, 2))
      .update({ status: 'used', redeemed_at: new Date(), order_product_id: product.id });
    const res = await h.http().get(`/campaign/${c.id}/statistics`).set(h.as(c.admin));
    expect(res.body.budget.usedRappen).toBe(2 * 4900);
  });

  it('shows the newest feedback of the organisation on the dashboard, not other organisations’', async () => {
    const c = await campaignWithVouchers(h, { recipients: 7, status: 'running', name: 'Dank 2030' });
    const other = await campaignWithVouchers(h, { recipients: 1, status: 'running' });
    for (const [i, id] of c.recipientIds.entries())
      await h
        .knex('vouchers')
        .where({ recipient_id: id })
        .update({ status: 'used', feedback: `Danke ${i}`, feedback_at: new Date(Date.UTC(2030, 2, 2, 10, i)) });
    await h
      .knex('vouchers')
      .where({ recipient_id: other.recipientIds[0] })
      .update({ status: 'used', feedback: 'Fremd', feedback_at: new Date(Date.UTC(2030, 2, 3)) });
    const res = await h.http().get('/campaign/current').set(h.as(c.admin));
    expect(res.status).toBe(200);
    expect(res.body.feedback.map((f: { feedback: string }) => f.feedback)).toEqual([
      'Danke 6',
      'Danke 5',
      'Danke 4',
      'Danke 3',
      'Danke 2',
    ]);
    expect(res.body.feedback[0]).toEqual({
      voucherId: expect.any(String),
      campaignId: c.id,
      campaignName: 'Dank 2030',
      recipientId: c.recipientIds[6],
      email: expect.stringMatching(/^v6-/),
      salutation: 'Liebe Nummer 6',
      feedback: 'Danke 6',
      feedbackAt: '2030-03-02T10:06:00.000Z',
    });
  });
});

describe('the recipients list with voucher columns', () => {
  const list = (caller: Caller, id: string) =>
    h.http().get(`/campaign/${id}/recipients`).query({ sort: 'createdAt' }).set(h.as(caller));

  it('shows each recipient its code status and mail progress, the code only to who hands codes out', async () => {
    const c = await campaignWithVouchers(h, { recipients: 2, status: 'running', type: 'manual' });
    const at = new Date('2030-03-02T10:00:00Z');
    await h
      .knex('vouchers')
      .where({ recipient_id: c.recipientIds[0] })
      .update({ mailed_at: at, opened_at: at, clicked_at: at, status: 'used', redeemed_at: at, feedback_at: at });
    const codes = await codesOf(h.knex, c.id);
    const res = await list(c.admin, c.id);
    expect(res.status).toBe(200);
    const first = res.body.items.find((r: { id: string }) => r.id === c.recipientIds[0]);
    expect(first.voucher).toEqual({
      id: expect.any(String),
      status: 'used',
      code: formatGiftCode(codes.get(c.recipientIds[0]!)!),
      redeemedAt: at.toISOString(),
      mailedAt: at.toISOString(),
      openedAt: at.toISOString(),
      clickedAt: at.toISOString(),
      mailFailedAt: null,
      mailFailure: null,
      hasFeedback: true,
    });
    const second = res.body.items.find((r: { id: string }) => r.id === c.recipientIds[1]);
    expect(second.voucher).toMatchObject({ status: 'unused', mailedAt: null, hasFeedback: false });
    // A user or designer of the giver reads the columns, never the code.
    for (const role of ['user', 'designer']) {
      const seen = await list(colleague(c.admin, [role]), c.id);
      expect(seen.body.items.map((r: { voucher: { code: unknown } }) => r.voucher.code)).toEqual([null, null]);
    }
  });

  it('never shows the codes of an automatic campaign (they reach the recipients by mail only)', async () => {
    const c = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic' });
    const res = await list(c.admin, c.id);
    expect(res.body.items[0].voucher).toMatchObject({ status: 'unused', code: null });
  });

  it('filters by the code: redeemed, not redeemed, last mail failed', async () => {
    const c = await campaignWithVouchers(h, { recipients: 4, status: 'running', type: 'manual' });
    const [a, b, d] = c.recipientIds;
    await h.knex('vouchers').whereIn('recipient_id', [a, b]).update({ status: 'used', redeemed_at: new Date() });
    await h.knex('vouchers').where({ recipient_id: d }).update({ mail_failed_at: new Date(), mail_failure: 'x' });
    const ids = async (filter: string) =>
      (await h.http().get(`/campaign/${c.id}/recipients`).query({ filter }).set(h.as(c.admin))).body.items
        .map((r: { id: string }) => r.id)
        .sort();
    expect(await ids('redeemed')).toEqual([a, b].sort());
    expect(await ids('notRedeemed')).toEqual([d, c.recipientIds[3]].sort());
    expect(await ids('mailFailed')).toEqual([d]);
    const pending = await pendingCampaign(h, { recipients: 1 });
    expect(
      (
        await h
          .http()
          .get(`/campaign/${pending.id}/recipients`)
          .query({ filter: 'notRedeemed' })
          .set(h.as(pending.admin))
      ).body,
    ).toMatchObject({ total: 0, items: [] });
  });

  it('has no voucher columns before the approval', async () => {
    const c = await pendingCampaign(h, { recipients: 1 });
    const res = await list(c.admin, c.id);
    expect(res.status).toBe(200);
    expect(res.body.items[0].voucher).toBeNull();
  });
});

describe('the codes CSV of a manual campaign', () => {
  const download = (caller: Caller, id: string) =>
    h
      .http()
      .get(`/campaign/${id}/vouchers/export`)
      .set(h.as(caller))
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => done(null, text));
      });

  it('lists every recipient with its formatted code and link, formula cells escaped, and audits the download', async () => {
    const c = await campaignWithVouchers(h, { recipients: 3, status: 'running', type: 'manual' });
    await h
      .knex('vouchers')
      .where({ recipient_id: c.recipientIds[1] })
      .update({
        status: 'used',
        redeemed_at: new Date('2030-03-05T08:30:00Z'),
      });
    const codes = await codesOf(h.knex, c.id);
    const res = await download(c.admin, c.id);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`codes-${c.id}.csv`);
    const [header, ...rows] = csvRows(res.body as string);
    expect(header).toEqual([...voucherExportColumns]);
    const recipients = await h.knex('recipients').where({ campaign_id: c.id }).orderBy(['created_at', 'id']);
    expect(rows).toEqual(
      recipients.map((r) => {
        const code = codes.get(r.id)!;
        return [
          r.email,
          r.salutation,
          // csv-stringify's escape_formulas: a leading quote before =, +, -, @.
          r.greeting === null ? '' : `'${r.greeting}`,
          formatGiftCode(code),
          `http://localhost:8080/campaign#code=${code}`,
          r.id === c.recipientIds[1] ? 'used' : 'unused',
          r.id === c.recipientIds[1] ? '2030-03-05T08:30:00Z' : '',
          '2030-03-01',
          '2030-03-31',
        ];
      }),
    );
    expect(rows.map((r) => r[2])).toContain(`'=HYPERLINK("x")`);
    // Published before the first byte, acknowledged by the stream; nothing written to the database.
    expect(await streamedAudits(h, c.id)).toContainEqual(
      expect.objectContaining({ action: 'trigger', userId: c.admin.userId, value: { vouchersExported: 3 } }),
    );
    expect((await eventsOf(h.knex, 'audit.campaign.recorded', c.id)).filter((a) => a.action === 'trigger')).toEqual([]);
  });

  it('is refused to readers, for automatic campaigns, before the approval and while blocked', async () => {
    const manual = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'manual' });
    const refused = async (caller: Caller, id: string) => {
      const res = await h.http().get(`/campaign/${id}/vouchers/export`).set(h.as(caller));
      return `${res.status} ${res.body.message}`;
    };
    expect(await refused(colleague(manual.admin, ['user']), manual.id)).toBe('403 error.forbidden');
    expect(await refused(colleague(manual.admin, ['designer']), manual.id)).toBe('403 error.forbidden');
    expect(await refused(giverAdmin(h.identity), manual.id)).toBe('404 error.campaign.notFound');
    const automatic = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic' });
    expect(await refused(automatic.admin, automatic.id)).toBe('409 error.campaign.notManual');
    const pending = await pendingCampaign(h, { recipients: 1 });
    expect(await refused(pending.admin, pending.id)).toBe('409 error.campaign.noVouchers');
    const blocked = await campaignWithVouchers(h, { recipients: 1, status: 'blocked', type: 'manual' });
    expect(await refused(blocked.admin, blocked.id)).toBe('409 error.campaign.blocked');
    expect((await streamedAudits(h, manual.id)).filter((a) => a.action === 'trigger')).toEqual([]);
  });
});

describe('sending one code of a manual campaign', () => {
  const send = (caller: Caller, campaignId: string, id: string) =>
    h.http().post(`/campaign/${campaignId}/recipients/${id}/send-code`).set(h.as(caller)).send({});

  it('asks svc-mail through the outbox and audits it', async () => {
    const c = await campaignWithVouchers(h, { recipients: 2, status: 'running', type: 'manual' });
    const manager = colleague(c.admin, ['manager']);
    const res = await send(manager, c.id, c.recipientIds[1]!);
    expect(res.status).toBe(202);
    const voucher = await h.knex('vouchers').where({ recipient_id: c.recipientIds[1] }).first('id');
    expect(res.body).toEqual({ voucherId: voucher.id, requestedAt: expect.any(String) });
    expect(await eventsOf(h.knex, 'voucher.sendRequested', c.id)).toEqual([
      { campaignId: c.id, recipientIds: [c.recipientIds[1]], actorUserId: manager.userId },
    ]);
    expect(await eventsOf(h.knex, 'audit.campaign.recorded', c.id)).toContainEqual(
      expect.objectContaining({
        action: 'trigger',
        value: { codeSent: expect.objectContaining({ recipientId: c.recipientIds[1] }) },
      }),
    );
  });

  it('refuses unsubscribed recipients, used codes, other campaigns’ recipients, automatic and not running campaigns', async () => {
    const c = await campaignWithVouchers(h, { recipients: 3, status: 'running', type: 'manual' });
    const other = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'manual', admin: c.admin });
    const [a, b] = c.recipientIds;
    await h.knex('recipients').where({ id: a }).update({ unsubscribed: true });
    await h.knex('vouchers').where({ recipient_id: b }).update({ status: 'used', redeemed_at: new Date() });
    const outcome = async (campaignId: string, id: string, caller = c.admin) => {
      const res = await send(caller, campaignId, id);
      return `${res.status} ${res.body.message}`;
    };
    expect(await outcome(c.id, a!)).toBe('409 error.recipient.unsubscribed');
    expect(await outcome(c.id, b!)).toBe('409 error.voucher.alreadyUsed');
    expect(await outcome(c.id, other.recipientIds[0]!)).toBe('404 error.recipient.notFound');
    expect(await outcome(c.id, c.recipientIds[2]!, colleague(c.admin, ['designer']))).toBe('403 error.forbidden');
    const automatic = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic' });
    expect(await outcome(automatic.id, automatic.recipientIds[0]!, automatic.admin)).toBe(
      '409 error.campaign.notManual',
    );
    const approved = await campaignWithVouchers(h, { recipients: 1, status: 'approved', type: 'manual' });
    expect(await outcome(approved.id, approved.recipientIds[0]!, approved.admin)).toBe('409 error.campaign.notRunning');
    expect(await eventsOf(h.knex, 'voucher.sendRequested', c.id)).toEqual([]);
  });
});

describe('the feedback list of a campaign', () => {
  it('pages the recipients’ thanks newest first, oldest first on request, searched in text and address', async () => {
    const c = await campaignWithVouchers(h, { recipients: 5, status: 'running' });
    for (const [i, id] of c.recipientIds.entries())
      if (i < 4)
        await h
          .knex('vouchers')
          .where({ recipient_id: id })
          .update({
            status: 'used',
            feedback: i === 2 ? 'Super Kaffee!' : `Danke ${i}`,
            feedback_at: new Date(Date.UTC(2030, 2, 2, i)),
          });
    const page = (query: object, caller: Caller = colleague(c.admin, ['user'])) =>
      h.http().get(`/campaign/${c.id}/feedback`).query(query).set(h.as(caller));
    const first = await page({ pageSize: 3 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ page: 1, pageSize: 3, total: 4 });
    expect(first.body.items.map((f: { feedback: string }) => f.feedback)).toEqual([
      'Danke 3',
      'Super Kaffee!',
      'Danke 1',
    ]);
    expect((await page({ pageSize: 3, page: 2 })).body.items.map((f: { feedback: string }) => f.feedback)).toEqual([
      'Danke 0',
    ]);
    expect((await page({ order: 'asc', pageSize: 1 })).body.items[0].feedback).toBe('Danke 0');
    expect((await page({ q: 'kaffee' })).body).toMatchObject({ total: 1, items: [{ recipientId: c.recipientIds[2] }] });
    expect((await page({}, platformAdmin())).status).toBe(200);
    expect((await page({}, giverAdmin(h.identity))).status).toBe(404);
  });
});

describe('svc-mail’s internal calls', () => {
  it('answers the mailing: names, validity, type, the saved design and the creator’s language', async () => {
    const c = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic', name: 'Sommer' });
    const creator = c.admin.userId;
    await h.knex('campaigns').where({ id: c.id }).update({ created_by: creator });
    h.identity.users.set(creator, {
      id: creator,
      email: 'a@example.ch',
      firstName: 'Anna',
      language: 'en',
      blocked: false,
    });
    const design = defaultMailDesign();
    await h
      .knex('mail_designs')
      .insert({ id: randomUUID(), campaign_id: c.id, design: JSON.stringify(design), version: 1 });
    const res = await mailCall(h, 'GET', `/internal/campaigns/${c.id}/mailing`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      campaignId: c.id,
      organizationId: c.admin.currentOrganizationId,
      type: 'automatic',
      status: 'running',
      campaignName: 'Sommer',
      giverName: 'Giver AG',
      validFrom: '2030-03-01',
      validTo: '2030-03-31',
      mailDesign: design,
      language: 'en',
    });
    // Without a known creator German; without a saved design none.
    const other = await campaignWithVouchers(h, { recipients: 1 });
    expect((await mailCall(h, 'GET', `/internal/campaigns/${other.id}/mailing`)).body).toMatchObject({
      language: 'de',
      mailDesign: null,
      type: 'manual',
      status: 'approved',
    });
    const unknown = await mailCall(h, 'GET', `/internal/campaigns/${randomUUID()}/mailing`);
    expect(`${unknown.status} ${unknown.body.message}`).toBe('404 error.campaign.notFound');
  });

  it('pages the recipients with a code by recipient id, and only the named ones on request', async () => {
    const c = await campaignWithVouchers(h, { recipients: 7 });
    await h.knex('recipients').where({ id: c.recipientIds[3] }).update({ unsubscribed: true });
    const sorted = [...c.recipientIds].sort();
    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const qs: string = `limit=3${after ? `&after=${after}` : ''}`;
      const res = await mailCall(h, 'GET', `/internal/campaigns/${c.id}/mail-recipients?${qs}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((r: { recipientId: string }) => r.recipientId));
      after = res.body.next;
      pages++;
    } while (after);
    expect(seen).toEqual(sorted);
    expect(pages).toBe(3);
    const vouchers = await h.knex('vouchers').where({ campaign_id: c.id });
    const named = await mailCall(
      h,
      'GET',
      `/internal/campaigns/${c.id}/mail-recipients?ids=${c.recipientIds[3]},${c.recipientIds[5]}`,
    );
    const recipient3 = await h.knex('recipients').where({ id: c.recipientIds[3] }).first();
    expect(named.body.items).toHaveLength(2);
    expect(named.body.items).toContainEqual({
      recipientId: c.recipientIds[3],
      voucherId: vouchers.find((v) => v.recipient_id === c.recipientIds[3])!.id,
      email: recipient3.email,
      salutation: 'Liebe Nummer 3',
      greeting: null,
      unsubscribed: true,
    });
    expect(named.body.next).toBeNull();
  });

  it('opens codes for svc-mail only, formatted; unknown vouchers are left out', async () => {
    const c = await campaignWithVouchers(h, { recipients: 2 });
    const codes = await codesOf(h.knex, c.id);
    const vouchers = await h.knex('vouchers').where({ campaign_id: c.id }).select('id', 'recipient_id');
    const body = { voucherIds: [...vouchers.map((v) => v.id), randomUUID()] };
    const res = await mailCall(h, 'POST', '/internal/vouchers/codes', body);
    expect(res.status).toBe(200);
    expect(res.body.codes).toHaveLength(2);
    for (const v of vouchers)
      expect(res.body.codes).toContainEqual({ voucherId: v.id, code: formatGiftCode(codes.get(v.recipient_id)!) });
    const other = await mailCall(h, 'POST', '/internal/vouchers/codes', body, 'svc-catalog');
    expect(`${other.status} ${other.body.message}`).toBe('403 error.forbidden');
    const unsigned = await h.http().post('/internal/vouchers/codes').set(h.as(c.admin)).send(body);
    expect(unsigned.status).toBe(403);
  });
});

describe('svc-mail’s campaignMail events into the vouchers and recipients', () => {
  const voucherOf = (recipientId: string) => h.knex('vouchers').where({ recipient_id: recipientId }).first();

  it('records sent, opened and clicked at their first time, only for the named campaign’s vouchers', async () => {
    const c = await campaignWithVouchers(h, { recipients: 2, status: 'running', type: 'automatic' });
    const other = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic' });
    const [a, b] = await Promise.all(c.recipientIds.map(voucherOf));
    const foreign = await voucherOf(other.recipientIds[0]!);
    const t = (minute: number) => new Date(Date.UTC(2030, 2, 2, 9, minute)).toISOString();
    await publishMailEvent(h, 'campaignMail.sent', {
      campaignId: c.id,
      voucherIds: [a.id, b.id, foreign.id],
      at: t(10),
    });
    await publishMailEvent(h, 'campaignMail.opened', { campaignId: c.id, voucherId: a.id, at: t(20) });
    await publishMailEvent(h, 'campaignMail.opened', { campaignId: c.id, voucherId: a.id, at: t(30) });
    await publishMailEvent(h, 'campaignMail.clicked', { campaignId: c.id, voucherId: a.id, at: t(25) });
    // A later report of an earlier time wins: the first time is what counts.
    const last = await publishMailEvent(h, 'campaignMail.clicked', { campaignId: c.id, voucherId: a.id, at: t(21) });
    await handled(h, last);
    expect(await voucherOf(c.recipientIds[0]!)).toMatchObject({
      mailed_at: new Date(t(10)),
      opened_at: new Date(t(20)),
      clicked_at: new Date(t(21)),
    });
    expect(await voucherOf(c.recipientIds[1]!)).toMatchObject({ mailed_at: new Date(t(10)), opened_at: null });
    expect((await voucherOf(other.recipientIds[0]!)).mailed_at).toBeNull();
    const stats = await h.http().get(`/campaign/${c.id}/statistics`).set(h.as(c.admin));
    expect(stats.body.mails).toEqual({ sent: 2, opened: 1, clicked: 1, failed: 0 });
  });

  it('keeps a failure until a later send, and marks an unsubscribed recipient', async () => {
    const c = await campaignWithVouchers(h, { recipients: 2, status: 'running', type: 'manual' });
    const a = await voucherOf(c.recipientIds[0]!);
    const failedAt = '2030-03-02T08:00:00.000Z';
    const failed = await publishMailEvent(
      h,
      'campaignMail.failed',
      { campaignId: c.id, voucherIds: [a.id], reason: 'error.mail.providerRejected' },
      { occurredAt: failedAt },
    );
    await handled(h, failed);
    expect(await voucherOf(c.recipientIds[0]!)).toMatchObject({
      mailed_at: null,
      mail_failed_at: new Date(failedAt),
      mail_failure: 'error.mail.providerRejected',
    });
    const list = await h.http().get(`/campaign/${c.id}/recipients`).set(h.as(c.admin));
    expect(list.body.items.find((r: { id: string }) => r.id === c.recipientIds[0]).voucher).toMatchObject({
      mailFailedAt: failedAt,
      mailFailure: 'error.mail.providerRejected',
    });
    const sent = await publishMailEvent(h, 'campaignMail.sent', {
      campaignId: c.id,
      voucherIds: [a.id],
      at: '2030-03-02T09:00:00.000Z',
    });
    await handled(h, sent);
    expect(await voucherOf(c.recipientIds[0]!)).toMatchObject({ mail_failed_at: null, mail_failure: null });
    const recipient = await h.knex('recipients').where({ id: c.recipientIds[1] }).first();
    const unsubscribed = await publishMailEvent(h, 'campaignMail.unsubscribed', {
      campaignId: c.id,
      recipientId: recipient.id,
      email: recipient.email,
    });
    await handled(h, unsubscribed);
    expect((await h.knex('recipients').where({ id: recipient.id }).first()).unsubscribed).toBe(true);
    expect((await h.knex('recipients').where({ id: c.recipientIds[0] }).first()).unsubscribed).toBe(false);
  });

  it('takes an event delivered twice once (the inbox)', async () => {
    const c = await campaignWithVouchers(h, { recipients: 1, status: 'running', type: 'automatic' });
    const a = await voucherOf(c.recipientIds[0]!);
    const data = { campaignId: c.id, voucherId: a.id, at: '2030-03-02T10:00:00.000Z' };
    const id = await publishMailEvent(h, 'campaignMail.opened', data);
    await publishMailEvent(h, 'campaignMail.opened', data, { id });
    // Events of one stream arrive in order: once this one is in, both copies above were handled.
    await handled(h, await publishMailEvent(h, 'campaignMail.clicked', data));
    expect(await h.knex('inbox').where({ consumer: 'campaign-mail-progress', event_id: id }).count({ n: '*' })).toEqual(
      [{ n: '1' }],
    );
    expect((await voucherOf(c.recipientIds[0]!)).opened_at).toEqual(new Date(data.at));
  });
});

describe('the logs', () => {
  it('never hold a code, through approval, the list, the CSV, a single send and svc-mail’s calls at trace level', async () => {
    const logger = h.service.kit.logger;
    const stream = (logger as unknown as Record<symbol, { write(line: string): boolean }>)[pino.symbols.streamSym]!;
    const lines: string[] = [];
    const write = stream.write;
    const level = logger.level;
    logger.level = 'trace';
    stream.write = (line: string) => {
      lines.push(line);
      return true;
    };
    const codes: string[] = [];
    try {
      const c = await campaignWithVouchers(h, { recipients: 3, status: 'running', type: 'manual' });
      codes.push(...(await codesOf(h.knex, c.id)).values());
      await h.http().get(`/campaign/${c.id}/recipients`).set(h.as(c.admin));
      await h.http().get(`/campaign/${c.id}/vouchers/export`).set(h.as(c.admin));
      await h.http().post(`/campaign/${c.id}/recipients/${c.recipientIds[0]}/send-code`).set(h.as(c.admin)).send({});
      const vouchers = await h.knex('vouchers').where({ campaign_id: c.id }).select('id');
      await mailCall(h, 'POST', '/internal/vouchers/codes', { voucherIds: vouchers.map((v) => v.id) });
    } finally {
      stream.write = write;
      logger.level = level;
    }
    // The calls above were logged (so the check is not vacuous), none with a code.
    expect(lines.filter((l) => l.includes('"request"')).length).toBeGreaterThanOrEqual(5);
    const text = lines.join('');
    for (const code of codes) {
      expect(text).not.toContain(code);
      expect(text).not.toContain(formatGiftCode(code));
    }
  });
});

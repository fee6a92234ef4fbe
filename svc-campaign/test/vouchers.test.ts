import { formatGiftCode, hasValidDammCheckDigit } from '@cadeau/contracts/gift-code';
import { generateVouchers } from '../src/db/vouchers-generate';
import { devVoucherKeys, lookup } from '../src/domain/code-crypto';
import { startCatalogStandIn, type CatalogStandIn } from './catalog-standin';
import { NOW, productIn } from './campaign-world';
import { SECRET, startCampaign, type CampaignHarness } from './harness';
import { campaignWithVouchers, codesOf, pendingCampaign, review } from './voucher-world';

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

import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { Knex } from 'knex';
import { funnelCampaignPage, keptFunnelDays, recountFunnelDays, repairFunnel } from '../src/db/funnel';
import { consumeVoucher, markClicked, saveFeedback } from '../src/db/voucher-redemption';
import { applyCampaignMailEvent } from '../src/db/vouchers-mail-progress';
import { startCatalogStandIn, type CatalogStandIn } from './catalog-standin';
import { giverAdmin, NOW, productIn } from './campaign-world';
import { member, platformAdmin, SECRET, startCampaign, type CampaignHarness } from './harness';
import { recipientsWithVouchers } from './platform-world';
import { csvRows } from './voucher-world';

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

/** A running campaign with `count` vouchers, written straight into the tables (no codes needed here). */
async function campaignWithRows(knex: Knex, count: number, organizationId: string = randomUUID(), name = 'Funnel') {
  const [{ id }] = await knex('campaigns')
    .insert({
      organization_id: organizationId,
      organization_name: 'Giver AG',
      name,
      type: 'manual',
      status: 'running',
      start_date: '2030-03-01',
      end_date: '2030-03-31',
      budget_rappen: 1_000_000,
    })
    .returning('id');
  const voucherIds = await recipientsWithVouchers(knex, id, count, new Date('2030-03-01T07:00:00Z'));
  return { id: id as string, voucherIds, organizationId };
}

/** One write to a voucher by the code that makes it in the service, at `hour` hours after 2030-03-01 00:00 UTC. */
type Step =
  | { kind: 'sent' | 'delivered' | 'opened' | 'clicked'; voucher: number; hour: number }
  | { kind: 'visit' | 'redeem' | 'thank'; voucher: number; hour: number };

const at = (hour: number) => new Date(Date.UTC(2030, 2, 1) + hour * 3_600_000);

async function apply(
  knex: Knex,
  campaignId: string,
  voucherIds: string[],
  step: Step,
  productId: string = randomUUID(),
): Promise<void> {
  const voucherId = voucherIds[step.voucher % voucherIds.length]!;
  const when = at(step.hour);
  await knex.transaction(async (trx) => {
    switch (step.kind) {
      case 'sent':
      case 'delivered':
        return applyCampaignMailEvent(
          trx,
          { type: `campaignMail.${step.kind}`, data: { campaignId, voucherIds: [voucherId], at: when.toISOString() } },
          when,
        );
      case 'opened':
      case 'clicked':
        return applyCampaignMailEvent(
          trx,
          { type: `campaignMail.${step.kind}`, data: { campaignId, voucherId, at: when.toISOString() } },
          when,
        );
      case 'visit':
        return markClicked(trx, voucherId, when);
      case 'redeem':
        await consumeVoucher(trx, voucherId, {
          reservationKey: `voucher:${voucherId}:p:2030-W10`,
          round: 0,
          orderId: randomUUID(),
          orderNumber: `O-${randomUUID().slice(0, 8)}`,
          productId,
          week: '2030-W10',
          idempotencyKey: null,
          at: when,
        });
        return;
      case 'thank':
        return saveFeedback(trx, voucherId, 'Merci!', when);
    }
  });
}

const stepArb: fc.Arbitrary<Step> = fc.record({
  kind: fc.constantFrom('sent', 'delivered', 'opened', 'clicked', 'visit', 'redeem', 'thank'),
  voucher: fc.nat(5),
  // Two days either side of midnight in Zurich, so days move when an earlier touch arrives late.
  hour: fc.integer({ min: 0, max: 60 }),
}) as fc.Arbitrary<Step>;

describe('the engagement funnel counters (ADR 0031)', () => {
  it('always equal a recount from the vouchers: any order, duplicates, redeliveries, concurrent writers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(stepArb, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 8 }),
        async (rounds) => {
          const c = await campaignWithRows(h.knex, 4);
          // Each round's writes run at once, in transactions of their own (as consumers and requests do);
          // a round is then repeated, as a redelivered event would be.
          for (const round of rounds) {
            await Promise.all(round.map((s) => apply(h.knex, c.id, c.voucherIds, s)));
            await apply(h.knex, c.id, c.voucherIds, round[0]!);
          }
          expect(await keptFunnelDays(h.knex, c.id)).toEqual(await recountFunnelDays(h.knex, c.id));
        },
      ),
      { numRuns: 25 },
    );
  });

  it('counts a recipient once per step on the day of the first touch, and moves it when an earlier one arrives', async () => {
    const c = await campaignWithRows(h.knex, 2);
    // 2030-03-02 08:00 UTC is 09:00 in Zurich on the 2nd; 2030-03-01 23:30 UTC is already the 2nd in Zurich.
    await apply(h.knex, c.id, c.voucherIds, { kind: 'opened', voucher: 0, hour: 32 });
    await apply(h.knex, c.id, c.voucherIds, { kind: 'opened', voucher: 0, hour: 40 });
    expect(await keptFunnelDays(h.knex, c.id)).toEqual([
      { campaignId: c.id, step: 'opened', day: '2030-03-02', count: 1 },
      { campaignId: c.id, step: 'recipients', day: '2030-03-01', count: 2 },
    ]);
    await apply(h.knex, c.id, c.voucherIds, { kind: 'opened', voucher: 0, hour: 10 });
    // A click is an open too: the visit on the 1st (11:00 Zurich) leaves the open where it is (earlier).
    await apply(h.knex, c.id, c.voucherIds, { kind: 'visit', voucher: 0, hour: 11 });
    expect(await keptFunnelDays(h.knex, c.id)).toEqual([
      { campaignId: c.id, step: 'clicked', day: '2030-03-01', count: 1 },
      { campaignId: c.id, step: 'opened', day: '2030-03-01', count: 1 },
      { campaignId: c.id, step: 'recipients', day: '2030-03-01', count: 2 },
    ]);
  });

  it('follows a deleted campaign down to nothing, and a repair restores counters that went wrong', async () => {
    const c = await campaignWithRows(h.knex, 3);
    await apply(h.knex, c.id, c.voucherIds, { kind: 'sent', voucher: 1, hour: 5 });
    await h.knex('campaign_funnel_days').where({ campaign_id: c.id, step: 'sent' }).update({ count: 7 });
    await h.knex('campaign_funnel_days').insert({ campaign_id: c.id, step: 'thanked', day: '2030-03-05', count: 2 });
    // Two rows corrected: the wrong count of "sent" and the "thanked" that should not be there.
    expect(await repairFunnel(h.knex, c.id)).toBe(2);
    expect(await keptFunnelDays(h.knex, c.id)).toEqual([
      { campaignId: c.id, step: 'recipients', day: '2030-03-01', count: 3 },
      { campaignId: c.id, step: 'sent', day: '2030-03-01', count: 1 },
    ]);
    expect(await repairFunnel(h.knex, c.id)).toBe(0);
    await h.knex('campaigns').where({ id: c.id }).delete();
    expect(await keptFunnelDays(h.knex, c.id)).toEqual([]);
  });
});

describe('GET /platform/reports/engagement-funnel', () => {
  async function knownWorld() {
    const organizationId = randomUUID();
    const big = await campaignWithRows(h.knex, 4, organizationId, '=Weihnachten');
    const small = await campaignWithRows(h.knex, 2, organizationId, 'Ostern');
    const steps: [typeof big, Step][] = [
      [big, { kind: 'sent', voucher: 0, hour: 8 }],
      [big, { kind: 'sent', voucher: 1, hour: 8 }],
      [big, { kind: 'sent', voucher: 2, hour: 8 }],
      [big, { kind: 'delivered', voucher: 0, hour: 8 }],
      [big, { kind: 'delivered', voucher: 1, hour: 8 }],
      [big, { kind: 'opened', voucher: 0, hour: 9 }],
      // Monday 11 March starts the ISO week after next.
      [big, { kind: 'visit', voucher: 0, hour: 10 * 24 + 9 }],
      [big, { kind: 'redeem', voucher: 0, hour: 10 * 24 + 10 }],
      [big, { kind: 'thank', voucher: 0, hour: 10 * 24 + 11 }],
      [small, { kind: 'sent', voucher: 0, hour: 8 }],
      [small, { kind: 'sent', voucher: 0, hour: 7 }],
    ];
    for (const [c, s] of steps) await apply(h.knex, c.id, c.voucherIds, s);
    return { organizationId, big, small };
  }

  it('answers totals, a series without holes and the campaigns, exactly, for a giver and a period', async () => {
    const w = await knownWorld();
    const res = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ organizationId: w.organizationId, from: '2030-03-01', to: '2030-03-14', granularity: 'week' })
      .set(h.as(platformAdmin()));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.totals).toEqual({
      recipients: 6,
      sent: 4,
      delivered: 2,
      opened: 1,
      clicked: 1,
      redeemed: 1,
      thanked: 1,
    });
    expect(res.body.recipientsToDate).toBe(6);
    // 2030-03-01 is a Friday: its week starts on Monday 2030-02-25.
    expect(res.body.series).toEqual([
      {
        period: '2030-02-25',
        counts: { recipients: 6, sent: 4, delivered: 2, opened: 1, clicked: 0, redeemed: 0, thanked: 0 },
      },
      {
        period: '2030-03-04',
        counts: { recipients: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, redeemed: 0, thanked: 0 },
      },
      {
        period: '2030-03-11',
        counts: { recipients: 0, sent: 0, delivered: 0, opened: 0, clicked: 1, redeemed: 1, thanked: 1 },
      },
    ]);
    expect(res.body.campaigns).toEqual({
      page: 1,
      pageSize: 25,
      total: 2,
      items: [
        {
          campaignId: w.big.id,
          name: '=Weihnachten',
          organizationId: w.organizationId,
          organizationName: 'Giver AG',
          counts: { recipients: 4, sent: 3, delivered: 2, opened: 1, clicked: 1, redeemed: 1, thanked: 1 },
          recipientsToDate: 4,
        },
        {
          campaignId: w.small.id,
          name: 'Ostern',
          organizationId: w.organizationId,
          organizationName: 'Giver AG',
          counts: { recipients: 2, sent: 1, delivered: 0, opened: 0, clicked: 0, redeemed: 0, thanked: 0 },
          recipientsToDate: 2,
        },
      ],
    });
    // A later period: no new recipient in it, yet the redemption's rate has its base, the recipients so far.
    const later = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ organizationId: w.organizationId, from: '2030-03-11', to: '2030-03-14' })
      .set(h.as(platformAdmin()));
    expect(later.body.totals).toMatchObject({ recipients: 0, redeemed: 1 });
    expect(later.body.recipientsToDate).toBe(6);
    expect(later.body.campaigns.items).toEqual([
      expect.objectContaining({ campaignId: w.big.id, recipientsToDate: 4 }),
    ]);
    // The second page of one campaign each, and one campaign alone.
    const page2 = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ organizationId: w.organizationId, from: '2030-03-01', to: '2030-03-14', pageSize: 1, page: 2 })
      .set(h.as(platformAdmin()));
    expect(page2.body.campaigns.items.map((c: { name: string }) => c.name)).toEqual(['Ostern']);
    expect(page2.body.campaigns.total).toBe(2);
    const one = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ campaignId: w.small.id, from: '2030-03-01', to: '2030-03-01', granularity: 'day' })
      .set(h.as(platformAdmin()));
    expect(one.body.series).toEqual([
      {
        period: '2030-03-01',
        counts: { recipients: 2, sent: 1, delivered: 0, opened: 0, clicked: 0, redeemed: 0, thanked: 0 },
      },
    ]);
  });

  it('downloads the campaigns as CSV in the user language, rates included and formulas escaped', async () => {
    const w = await knownWorld();
    const query = { organizationId: w.organizationId, from: '2030-03-01', to: '2030-03-14' };
    const de = await h
      .http()
      .get('/platform/reports/engagement-funnel/export')
      .query(query)
      .set(h.as({ ...platformAdmin(), language: 'de' }));
    expect(de.status).toBe(200);
    expect(de.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = de.text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Kampagne;Schenker;Empfänger;Versendet;Zugestellt;Geöffnet;Geklickt;Eingelöst;Dank hinterlassen;' +
        'Versendet: Anteil der Empfänger (%);Zugestellt: Anteil der Empfänger (%);Geöffnet: Anteil der Empfänger (%);' +
        'Geklickt: Anteil der Empfänger (%);Eingelöst: Anteil der Empfänger (%);Dank hinterlassen: Anteil der Empfänger (%)',
    );
    expect(lines[1]).toBe("'=Weihnachten;Giver AG;4;3;2;1;1;1;1;75,0;50,0;25,0;25,0;25,0;25,0");
    expect(lines[3]).toBe('Total;;6;4;2;1;1;1;1;66,7;33,3;16,7;16,7;16,7;16,7');
    const en = await h
      .http()
      .get('/platform/reports/engagement-funnel/export')
      .query(query)
      .set(h.as({ ...platformAdmin(), language: 'en' }));
    const rows = csvRows(en.text);
    expect(rows[0]!.slice(0, 3)).toEqual(['Campaign', 'Giver', 'Recipients']);
    expect(rows[2]).toEqual([
      'Ostern',
      'Giver AG',
      '2',
      '1',
      '0',
      '0',
      '0',
      '0',
      '0',
      '50.0',
      '0.0',
      '0.0',
      '0.0',
      '0.0',
      '0.0',
    ]);
  });

  it('is for platform administrators only, and refuses a reversed or too long period with its message', async () => {
    const giver = giverAdmin(h.identity);
    for (const caller of [giver, member()]) {
      const res = await h.http().get('/platform/reports/engagement-funnel').set(h.as(caller));
      expect(res.status).toBe(403);
    }
    const reversed = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ from: '2030-03-14', to: '2030-03-01' })
      .set(h.as(platformAdmin()));
    expect(reversed.status).toBe(400);
    expect(reversed.body.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'error.report.periodReversed' }),
    ]);
    const long = await h
      .http()
      .get('/platform/reports/engagement-funnel')
      .query({ from: '2028-01-01', to: '2030-01-01' })
      .set(h.as(platformAdmin()));
    expect(long.body.issues).toEqual([
      expect.objectContaining({ path: ['to'], message: 'error.report.periodTooLong' }),
    ]);
  });

  it('pages campaigns by name as well, ties never repeating a campaign', async () => {
    const organizationId = randomUUID();
    for (const name of ['B', 'A', 'B']) await campaignWithRows(h.knex, 1, organizationId, name);
    const filter = { organizationId, from: '2030-03-01', to: '2030-03-01' };
    const first = await funnelCampaignPage(h.knex, filter, { sort: 'name', order: 'asc', limit: 2, offset: 0 });
    const second = await funnelCampaignPage(h.knex, filter, { sort: 'name', order: 'asc', limit: 2, offset: 2 });
    expect([...first.rows, ...second.rows].map((r) => r.name)).toEqual(['A', 'B', 'B']);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.campaignId)).size).toBe(3);
    expect([first.total, second.total]).toEqual([3, 3]);
  });
});

describe("a giver's campaign statistics (issue 20)", () => {
  it("add the funnel course per day and the gifts chosen (the money is svc-billing's)", async () => {
    const admin = giverAdmin(h.identity);
    const mug = productIn(catalog, { grossPriceRappen: 2500, shippingRappen: 700 });
    const book = productIn(catalog, { grossPriceRappen: 4000, shippingRappen: 0, name: { de: 'Buch', en: 'Book' } });
    const c = await campaignWithRows(h.knex, 4, admin.currentOrganizationId!);
    await h
      .knex('campaigns')
      .where({ id: c.id })
      .update({ product_ids: [mug.id, book.id] });
    await apply(h.knex, c.id, c.voucherIds, { kind: 'sent', voucher: 0, hour: 8 });
    await apply(h.knex, c.id, c.voucherIds, { kind: 'redeem', voucher: 0, hour: 30 }, mug.id);
    await apply(h.knex, c.id, c.voucherIds, { kind: 'redeem', voucher: 1, hour: 31 }, mug.id);
    await apply(h.knex, c.id, c.voucherIds, { kind: 'redeem', voucher: 2, hour: 32 }, book.id);

    const res = await h.http().get(`/campaign/${c.id}/statistics`).set(h.as(admin));
    expect(res.status).toBe(200);
    // From the approval (1 March) to today (the service's clock: 1 March 2030, 10:00), then the redemptions on the
    // 2nd, a touch after today: the course runs to the last touch.
    expect(res.body.funnel).toEqual({
      granularity: 'day',
      series: [
        {
          period: '2030-03-01',
          counts: { recipients: 4, sent: 1, delivered: 0, opened: 0, clicked: 0, redeemed: 0, thanked: 0 },
        },
        {
          period: '2030-03-02',
          counts: { recipients: 0, sent: 0, delivered: 0, opened: 0, clicked: 0, redeemed: 3, thanked: 0 },
        },
      ],
    });
    expect(res.body.gifts).toEqual([
      { productId: mug.id, name: mug.name, count: 2, valueRappen: 6400 },
      { productId: book.id, name: { de: 'Buch', en: 'Book' }, count: 1, valueRappen: 4000 },
    ]);
  });
});

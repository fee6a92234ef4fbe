import { randomUUID } from 'node:crypto';
import { campaignEvents, recipientRowSchema, type CampaignType, type RecipientRowInput } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { campaignSettingsOf } from '../domain/campaign-settings';
import { devVoucherKeys, type VoucherKeys } from '../domain/code-crypto';
import { designId } from '../domain/design-ids';
import { addDays, todayInZurich } from '@cadeau/contracts/values';
import { demoGreetingDesign, demoMailDesign, type DemoDesignTexts } from './seed-designs';
import { demoRecipients } from './seed-recipients';
import {
  demoGiver,
  demoSellerProducts,
  DEMO_GIVER_NAME,
  DEMO_SELLER_NAME,
  type DemoGiver,
  type DemoProduct,
} from './seed-sources';
import { generateVouchers } from './vouchers-generate';

export type DemoCampaignStatus = 'draft' | 'pending' | 'approved' | 'running';

export interface DemoCampaign {
  /** Fixed ids make the seed idempotent: a campaign that exists is left as it is (the giver or a reviewer may have acted). */
  id: string;
  name: string;
  type: CampaignType;
  status: DemoCampaignStatus;
  /** Days after the earliest start the lead time allows. */
  startsAfterLeadTime: number;
  durationDays: number;
  budgetRappen: number;
  /** Which of the demo seller's approved products, cheapest first by kind (see `pickProducts`). */
  products: { physical: number[]; digital: number[]; donation?: number[] };
  recipients: { offset: number; count: number };
  texts: DemoDesignTexts;
}

const id = (n: number) => `5eedca4a-0b1e-4c11-9a00-00000000000${n}`;

export const demoCampaigns: DemoCampaign[] = [
  {
    id: id(1),
    name: 'Weihnachtsgeschenk 2026',
    type: 'automatic',
    status: 'draft',
    startsAfterLeadTime: 21,
    durationDays: 21,
    budgetRappen: 2_500_000,
    products: { physical: [0], digital: [0] },
    recipients: { offset: 0, count: 36 },
    texts: {
      subject: { de: 'Ein Weihnachtsgeschenk von {{giverName}}', en: 'A Christmas gift from {{giverName}}' },
      intro: {
        de: 'Zum Jahresende sagen wir Danke: Suchen Sie sich Ihr Geschenk aus.',
        en: 'As the year ends we say thank you: choose your gift.',
      },
      greeting: {
        de: 'Frohe Festtage und herzlichen Dank für Ihr Vertrauen im vergangenen Jahr!',
        en: 'Happy holidays and many thanks for your trust over the past year!',
      },
      primaryColor: '#b71c1c',
    },
  },
  {
    id: id(2),
    name: 'Jubiläum 25 Jahre',
    type: 'manual',
    status: 'pending',
    startsAfterLeadTime: 10,
    durationDays: 14,
    budgetRappen: 1_500_000,
    products: { physical: [0, 1], digital: [] },
    recipients: { offset: 12, count: 30 },
    texts: {
      subject: { de: '25 Jahre {{giverName}}: ein Geschenk für Sie', en: '25 years of {{giverName}}: a gift for you' },
      intro: {
        de: 'Seit 25 Jahren dürfen wir auf Sie zählen. Feiern Sie mit uns!',
        en: 'For 25 years we have been able to count on you. Celebrate with us!',
      },
      greeting: {
        de: 'Ohne Sie gäbe es kein Jubiläum. Danke, dass Sie uns begleiten.',
        en: 'Without you there would be no anniversary. Thank you for being with us.',
      },
      primaryColor: '#2e7d32',
    },
  },
  {
    id: id(3),
    name: 'Dankeschön an unsere Partner',
    type: 'automatic',
    status: 'approved',
    startsAfterLeadTime: 3,
    durationDays: 28,
    budgetRappen: 3_000_000,
    products: { physical: [2], digital: [0, 1] },
    recipients: { offset: 24, count: 40 },
    texts: {
      subject: { de: 'Danke, {{campaignName}}', en: 'Thank you from {{giverName}}' },
      intro: {
        de: 'Die Zusammenarbeit mit Ihnen macht unsere Arbeit besser. Dafür möchten wir Ihnen danken.',
        en: 'Working with you makes our work better. We would like to thank you for it.',
      },
      greeting: {
        de: 'Auf viele weitere gemeinsame Projekte!',
        en: 'Here is to many more projects together!',
      },
      primaryColor: '#1565c0',
    },
  },
];

/** The products a demo campaign names, by index into the seller's approved physical, digital and donation products. */
export function pickProducts(campaign: Pick<DemoCampaign, 'products'>, products: DemoProduct[]): string[] {
  const byType = (type: DemoProduct['type']) => products.filter((p) => p.type === type);
  const physical = byType('physical');
  const digital = byType('digital');
  const donation = byType('donation');
  return [
    ...campaign.products.physical.map((i) => physical[i]?.id),
    ...campaign.products.digital.map((i) => digital[i]?.id),
    ...(campaign.products.donation ?? []).map((i) => donation[i]?.id),
  ].filter((p): p is string => p !== undefined);
}

/** What a demo campaign is written from: its fields, its timespan and its recipients' rows. */
export interface DemoCampaignWrite {
  campaign: Pick<DemoCampaign, 'id' | 'name' | 'type' | 'status' | 'budgetRappen' | 'texts'>;
  startDate: string;
  endDate: string;
  recipients: RecipientRowInput[];
}

/**
 * Writes one demo campaign with its recipients and designs, in one transaction (all or nothing). An approved or
 * running one gets its recipients' gift codes in the same transaction, as the approval makes them
 * (db/vouchers-generate.ts, sealed with `keys`); a running one has started (its `started_at`), as the clock starts it.
 */
export async function writeDemoCampaign(
  db: Knex,
  { campaign: c, startDate, endDate, recipients }: DemoCampaignWrite,
  giver: DemoGiver,
  productIds: string[],
  keys: VoucherKeys,
): Promise<void> {
  const released = c.status !== 'draft';
  const approved = c.status === 'approved' || c.status === 'running';
  await db.transaction(async (trx) => {
    await trx('campaigns').insert({
      id: c.id,
      organization_id: giver.id,
      organization_name: giver.name,
      name: c.name,
      type: c.type,
      status: c.status,
      start_date: startDate,
      end_date: endDate,
      budget_rappen: c.budgetRappen,
      product_ids: productIds,
      created_by: giver.adminUserId,
      released_at: released ? trx.fn.now() : null,
      approved_at: approved ? trx.fn.now() : null,
      started_at: c.status === 'running' ? trx.fn.now() : null,
    });
    // The list's order is (created_at, id): a microsecond apart keeps the demo list in the order written here.
    const rows = recipients.map((r) => recipientRowSchema.parse(r));
    await trx.raw(
      `insert into recipients (campaign_id, email, phone, salutation, greeting, created_at)
       select ?, r.email, r.phone, r.salutation, r.greeting, now() + make_interval(secs => r.n / 1000000.0)
         from jsonb_to_recordset(?::jsonb) as r(n int, email text, phone text, salutation text, greeting text)`,
      [c.id, JSON.stringify(rows.map((r, n) => ({ n, ...r })))],
    );
    for (const [kind, table, design] of [
      ['mail', 'mail_designs', demoMailDesign(c.texts)],
      ['greeting', 'greeting_designs', demoGreetingDesign(c.texts.greeting)],
    ] as const)
      await trx(table).insert({
        id: designId(kind, c.id),
        campaign_id: c.id,
        design: JSON.stringify(design),
        version: 1,
        updated_by: giver.adminUserId,
      });
    if (approved) await generateVouchers(trx, keys, c.id);
    // The events a release and an approval publish (issue 19: svc-billing issues the deposit of a released
    // campaign), as outbox rows the service's relay publishes on its start, exactly as kit.addEvent writes them.
    const facts = { campaignId: c.id, organizationId: giver.id, name: c.name, actorUserId: giver.adminUserId };
    if (released)
      await trx('outbox').insert({
        id: randomUUID(),
        subject: 'campaign.released',
        payload: JSON.stringify(
          campaignEvents['campaign.released'].parse({ ...facts, status: 'pending', budgetRappen: c.budgetRappen }),
        ),
      });
    if (approved)
      await trx('outbox').insert({
        id: randomUUID(),
        subject: 'campaign.approved',
        payload: JSON.stringify(campaignEvents['campaign.approved'].parse({ ...facts, status: 'approved' })),
      });
  });
}

/**
 * One of `demoCampaigns`: dates follow the settings' defaults (Campaign.LeadTimeDays, Min/MaxDurationDays): the
 * start lies `startsAfterLeadTime` days beyond the earliest start allowed today, so each campaign keeps the rules
 * a save and a release check.
 */
async function insertDemoCampaign(
  db: Knex,
  c: DemoCampaign,
  giver: DemoGiver,
  productIds: string[],
  today: string,
  keys: VoucherKeys,
): Promise<void> {
  const settings = campaignSettingsOf({});
  const startDate = addDays(today, settings.leadTimeDays + c.startsAfterLeadTime);
  const endDate = addDays(startDate, c.durationDays - 1);
  const recipients = demoRecipients(c.recipients.offset, c.recipients.count);
  await writeDemoCampaign(db, { campaign: c, startDate, endDate, recipients }, giver, productIds, keys);
}

/**
 * The demo giver's campaigns (`npm start`): a draft ready to release, one pending for the administrator's
 * review and one approved (with its gift codes), each with a few dozen recipients, a mail and a greeting design and
 * products of the demo seller. Idempotent: an existing campaign (by its fixed id) is left alone. Returns the lines the stack shows.
 */
export async function seedDemoCampaigns(
  db: Knex,
  today: string = todayInZurich(),
  keys: VoucherKeys = devVoucherKeys(),
): Promise<string[]> {
  const giver = await demoGiver(db);
  if (!giver) return [`Demo campaigns: none (${DEMO_GIVER_NAME} not found in svc-identity's schema)`];
  const products = await demoSellerProducts(db);
  if (products.length === 0)
    return [`Demo campaigns: none (no approved products of ${DEMO_SELLER_NAME} in svc-catalog's schema)`];
  let made = 0;
  for (const c of demoCampaigns) {
    if (await db('campaigns').where({ id: c.id }).first('id')) continue;
    await insertDemoCampaign(db, c, giver, pickProducts(c, products), today, keys);
    made++;
  }
  const summary = demoCampaigns.map((c) => `${c.status} "${c.name}"`).join(', ');
  const already = demoCampaigns.length - made;
  return [`Demo campaigns of ${giver.name}: ${summary}` + (already ? ` (${already} already there)` : '')];
}

import type { Knex } from 'knex';
import { campaignSettingsOf } from '../domain/campaign-settings';
import { devVoucherKeys, type VoucherKeys } from '../domain/code-crypto';
import { addDays, todayInZurich } from '@cadeau/contracts/values';
import { pickProducts, writeDemoCampaign, type DemoCampaign } from './seed-campaigns';
import { demoInboxRecipients } from './seed-recipients';
import { DEMO_GIVER_DE_EMAIL, demoGiver, demoSellerProducts, demoUserId } from './seed-sources';

/**
 * The demo campaign a newcomer redeems (issue 12): automatic, running since the day it was seeded, its ten
 * recipients at the dev mailbox's addresses (`recipient1@demo.cadeau.test` …), so their mails, codes and links are
 * in the dev mailbox right after `npm start` (the stack's demo step asks svc-mail to send them at once: demo-mail.ts).
 */
export const demoRunningCampaign: Pick<DemoCampaign, 'id' | 'name' | 'type' | 'status' | 'products' | 'texts'> & {
  durationDays: number;
  recipientCount: number;
} = {
  id: '5eedca4a-0b1e-4c11-9a00-000000000004',
  name: 'Ein Dankeschön zum Ausprobieren',
  type: 'automatic',
  status: 'running',
  durationDays: 28,
  // A donation beside the gifts (ADR 0020): the demo shows a redemption without an address, done at once.
  products: { physical: [0, 1], digital: [0, 1], donation: [0] },
  recipientCount: 10,
  texts: {
    subject: { de: 'Ein Geschenk von {{giverName}} für Sie', en: 'A gift for you from {{giverName}}' },
    intro: {
      de: 'Danke, dass Sie Cadeau ausprobieren. Wählen Sie Ihr Geschenk mit dem Code unten.',
      en: 'Thank you for trying Cadeau. Choose your gift with the code below.',
    },
    greeting: {
      de: 'Viel Freude mit Ihrem Geschenk und herzlichen Dank!',
      en: 'Enjoy your gift, and many thanks!',
    },
    primaryColor: '#2e7d32',
  },
};

/**
 * The smallest budget the campaign rules accept (recipients × the highest gross price with shipping, at least
 * Campaign.MinBudget), rounded up to whole thousand francs as a giver would enter it.
 */
export function demoBudgetRappen(highestGrossRappen: number, recipients: number): number {
  const needed = Math.max(highestGrossRappen * recipients, campaignSettingsOf({}).minBudgetRappen);
  return Math.ceil(needed / 100_000) * 100_000;
}

/**
 * Seeds the running demo campaign once (by its fixed id; a second run leaves it as the recipients and the giver
 * left it): from `today` for `durationDays`, with the demo seller's products, ten recipients and their gift codes.
 * Returns the lines the stack shows.
 */
export async function seedDemoRunningCampaign(
  db: Knex,
  today: string = todayInZurich(),
  keys: VoucherKeys = devVoucherKeys(),
): Promise<string[]> {
  const c = demoRunningCampaign;
  // Without the demo giver or its seller's products the other demo campaigns' line says why already.
  const giver = await demoGiver(db);
  if (!giver) return [];
  const products = await demoSellerProducts(db);
  if (products.length === 0) return [];
  const existing = await db('campaigns').where({ id: c.id }).first<{ status: string } | undefined>('status');
  if (!existing) {
    const productIds = pickProducts(c, products);
    const highest = Math.max(
      ...products.filter((p) => productIds.includes(p.id)).map((p) => p.priceRappen + p.shippingRappen),
    );
    // Made by the German-speaking colleague: its mails go out in the creator's language (campaign-mailing.ts),
    // so frame, name and salutations are all German. Gina (English) when that account is not there.
    const creator = (await demoUserId(db, DEMO_GIVER_DE_EMAIL)) ?? giver.adminUserId;
    await writeDemoCampaign(
      db,
      {
        campaign: { ...c, budgetRappen: demoBudgetRappen(highest, c.recipientCount) },
        startDate: today,
        endDate: addDays(today, c.durationDays - 1),
        recipients: demoInboxRecipients(c.recipientCount),
      },
      { ...giver, adminUserId: creator },
      productIds,
      keys,
    );
  }
  const first = demoInboxRecipients(1)[0].email;
  return [
    `Demo running campaign of ${giver.name}: "${c.name}" (${existing ? `already there, ${existing.status}` : 'running'}), ` +
      `${c.recipientCount} recipients from ${first} on, their gift codes in the dev mailbox`,
  ];
}

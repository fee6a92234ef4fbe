import type { Knex } from 'knex';
import { devVoucherKeys, type VoucherKeys } from '../domain/code-crypto';
import { todayInZurich } from '@cadeau/contracts/values';
import { seedDemoCampaigns } from './seed-campaigns';
import { seedDemoRunningCampaign } from './seed-running-campaign';

/**
 * svc-campaign's demo data (`npm start` runs it after the migrations, identity's and catalog's seeds before it):
 * the demo giver's campaigns, and the running one whose gift codes go to the dev mailbox. Gift codes are sealed
 * with `keys` (the service's, so it reads them back). Idempotent: a second run adds nothing. Returns the lines
 * the stack shows.
 */
export async function seedDemoData(
  db: Knex,
  today: string = todayInZurich(),
  keys: VoucherKeys = devVoucherKeys(),
): Promise<string[]> {
  return [...(await seedDemoCampaigns(db, today, keys)), ...(await seedDemoRunningCampaign(db, today, keys))];
}

import type { Knex } from 'knex';
import { seedDemoCampaigns } from './seed-campaigns';

/**
 * svc-campaign's demo data (`npm start` runs it after the migrations, identity's and catalog's seeds before it):
 * the demo giver's campaigns. Idempotent: a second run adds nothing. Returns the lines the stack shows.
 */
export async function seedDemoData(db: Knex, today?: string): Promise<string[]> {
  return seedDemoCampaigns(db, today);
}

import { createDatabase, DEFAULT_DATABASE_URL } from '@cadeau/service-kit';
import { z } from 'zod';
import { repairFunnel } from './db/funnel';
import { migrations } from './db/migrations';
import { CAMPAIGN_SCHEMA } from './schema';

/**
 * `npm run repair:funnel -w @cadeau/svc-campaign [campaignId]`: recounts the engagement funnel's kept counters from
 * the vouchers (all campaigns, or one) and prints how many counter rows differed (ADR 0031). Vouchers wait while
 * it runs (a share lock), so run it when the reports and the recount disagree, not on a schedule.
 */
async function main(): Promise<void> {
  const campaignId = z.uuid().optional().parse(process.argv[2]);
  const url = process.env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const db = createDatabase({ url, schema: CAMPAIGN_SCHEMA, migrations });
  try {
    const differing = await repairFunnel(db, campaignId);
    console.log(`engagement funnel recounted (${campaignId ?? 'all campaigns'}): ${differing} counter rows corrected`);
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error('repair:funnel failed:', err);
  process.exit(1);
});

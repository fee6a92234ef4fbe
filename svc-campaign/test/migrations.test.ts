import { randomUUID } from 'node:crypto';
import { describeMigrations } from '@cadeau/service-kit/testing';
import { migrations } from '../src/db/migrations';
import { seedDemoData } from '../src/db/seed-data';
import { CAMPAIGN_SCHEMA } from '../src/schema';
import { NOW } from './campaign-world';

describeMigrations({
  schema: CAMPAIGN_SCHEMA,
  migrations,
  // The demo campaigns, their recipients, designs and gift codes: the way down and up again runs against them.
  seed: (db) => seedDemoData(db),
  also: (db) => {
    it('checks a deposit status (008)', async () => {
      expect(await db().schema.withSchema(CAMPAIGN_SCHEMA).hasTable('campaign_deposits')).toBe(true);
      await expect(
        db()('campaign_deposits').insert({
          campaign_id: randomUUID(),
          invoice_id: randomUUID(),
          number: '2030-000001',
          status: 'unknown',
          amount_rappen: 1,
          open_rappen: 1,
          occurred_at: NOW,
          event_rank: 0,
        }),
      ).rejects.toThrow(/campaign_deposits_status/);
    });
  },
});

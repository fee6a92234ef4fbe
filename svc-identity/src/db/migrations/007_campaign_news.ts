import type { Migration } from '@cadeau/service-kit';

/**
 * Issue 11: svc-identity tells givers about their campaigns. Who released a campaign for review, so the
 * approval or rejection reaches that member too, not only the organisation's admins and managers (the review
 * events name the administrator who acted, not the giver). svc-campaign's ids, so no foreign key to it.
 */
export const campaignNewsTables: Migration = {
  name: '007_campaign_news',
  async up(db) {
    await db.schema.createTable('campaign_releases', (t) => {
      t.uuid('campaign_id').primary();
      t.uuid('organization_id').notNullable().references('id').inTable('organizations').onDelete('CASCADE');
      t.uuid('released_by').references('id').inTable('users').onDelete('SET NULL');
      t.timestamp('released_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTable('campaign_releases');
  },
};

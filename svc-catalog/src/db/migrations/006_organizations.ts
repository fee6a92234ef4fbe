import type { Migration } from '@cadeau/service-kit';

/**
 * svc-catalog's projection of svc-identity's organisations (issue 10): status, features and name as the
 * `organization.updated` events tell them, so the givers' catalog can leave out a blocked seller's products
 * without a call per list, and product rows get the seller's new name. `changed_at` is the event time: a
 * redelivered older event never overwrites a newer state. Only organisations that changed since the consumer
 * first ran are here; one missing is taken as in good standing (a product is only approved after svc-identity
 * said so).
 */
export const organizationProjection: Migration = {
  name: '006_organizations',
  async up(db) {
    await db.schema.createTable('organizations', (t) => {
      t.uuid('id').primary();
      t.string('name', 200).notNullable();
      t.string('status', 20).notNullable();
      t.specificType('features', 'text[]').notNullable();
      t.timestamp('changed_at', { useTz: true }).notNullable();
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('organizations');
  },
};

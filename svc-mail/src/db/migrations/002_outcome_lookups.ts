import type { Migration } from '@cadeau/service-kit';

/**
 * How often the provider was asked, in vain, whether it has a message whose send outcome is unknown
 * (timeout, lost answer, dead sender). Bounded by MAIL_MAX_LOOKUPS: such a message is never sent blindly
 * again, so when the provider cannot be asked it ends as failed instead of being sent a second time.
 */
export const outcomeLookups: Migration = {
  name: '002_outcome_lookups',
  async up(db) {
    await db.schema.alterTable('messages', (t) => {
      t.integer('lookups').notNullable().defaultTo(0);
    });
  },
  async down(db) {
    await db.schema.alterTable('messages', (t) => {
      t.dropColumn('lookups');
    });
  },
};

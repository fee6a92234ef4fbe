import type { Migration } from '@cadeau/service-kit';

/**
 * The platform's statistics count the recipients added in a period across every campaign (issue 20: recipients
 * beside the codes issued); the existing index starts with the campaign, so a period's count needs its own.
 */
export const recipientsCreated: Migration = {
  name: '013_recipients_created',
  async up(db) {
    await db.raw('create index recipients_created_at on recipients (created_at)');
  },
  async down(db) {
    await db.raw('drop index recipients_created_at');
  },
};

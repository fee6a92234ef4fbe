import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { ensureContent, insertCampaignMessages } from '../../src/db/campaign-messages';
import { signUnsubscribeToken } from '../../src/domain/campaign-mail/unsubscribe-token';
import { UNSUBSCRIBE_KEY } from './mail-env';

/**
 * Stores one campaign mail of a shared content straight into the tables (what the campaign intake does), for
 * tests of routes around it; returns its ids and the token of its unsubscribe link.
 */
export async function storeCampaignMail(db: Knex, email: string) {
  const campaignId = randomUUID();
  const recipientId = randomUUID();
  const voucherId = randomUUID();
  const token = signUnsubscribeToken(Buffer.from(UNSUBSCRIBE_KEY, 'utf8'), { campaignId, recipientId });
  const content = await ensureContent(db, {
    campaignId,
    designKey: randomUUID().replace(/-/g, ''),
    language: 'de',
    content: {
      nonce: 'abc123',
      subject: 'Ein Geschenk',
      html: '<p>[%abc123.code.hb%]</p>',
      text: '[%abc123.code.tb%]',
    },
  });
  const [message] = await db.transaction((trx) =>
    insertCampaignMessages(trx, [
      {
        idempotencyKey: `campaign:${campaignId}:${recipientId}`,
        locale: 'de',
        to: email,
        subject: 'Ein Geschenk',
        contentId: content.id,
        campaignId,
        recipientId,
        voucherId,
        substitutions: {
          salutation: 'Hallo',
          greeting: '',
          unsubscribeLink: `http://localhost:8080/unsubscribe?token=${token}`,
        },
      },
    ]),
  );
  return { campaignId, recipientId, voucherId, messageId: message.id, token };
}

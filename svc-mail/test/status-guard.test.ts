import type { Knex } from 'knex';
import {
  claimMessages,
  markFailed,
  markSent,
  refuseUnsubscribedCampaignMail,
  reschedule,
  addUnsubscribe,
} from '../src/db/messages';
import { applyProviderEventPlans } from '../src/db/provider-events';
import { campaignMail, passwordReset, queue } from './helpers/mail-env';
import { useMailDatabase } from './helpers/mail-database';

/**
 * The writes of src/db/messages.ts and provider-events.ts carry the transitions of
 * src/domain/message-status.ts into SQL: a status change from a status the transition does not start
 * from touches no row, even with the right claim token.
 */
describe('guarded message status writes', () => {
  const mail = useMailDatabase();
  let db: Knex;
  beforeAll(() => {
    db = mail.db;
  });
  afterEach(() => db('messages').del());

  const status = async (id: string) => (await db('messages').where({ id }).first('status')).status as string;

  it('never turns a sent message back, even for the sender holding its claim', async () => {
    const [id] = await queue(db, passwordReset('guard@example.ch'));
    const claim = await claimMessages(db, 'transactional', 10, 'dev', 60_000);
    expect(claim.rows.map((r) => r.id)).toEqual([id]);
    expect(await markSent(db, id, claim.token, 'p1')).toBe(true);
    // The same token again, as a late duplicate of the sender: send, fail and release start from `sending`.
    await db('messages').where({ id }).update({ claim_token: claim.token });
    expect(await markFailed(db, id, claim.token, 'error.mail.sendFailed')).toBe(false);
    expect(await reschedule(db, id, claim.token, 0)).toBe(false);
    expect(await markSent(db, id, claim.token, 'p2')).toBe(false);
    expect(await status(id)).toBe('sent');
    expect((await claimMessages(db, 'transactional', 10, 'dev', 60_000)).rows).toEqual([]);
  });

  it('settles a failed message as sent on a provider event, and changes a sent one no more', async () => {
    const [id] = await queue(db, passwordReset('late@example.ch'));
    const claim = await claimMessages(db, 'transactional', 10, 'dev', 60_000);
    await markFailed(db, id, claim.token, 'error.mail.deliveryUnconfirmed');
    const accepted = { accepted: { messageId: id, at: new Date(), providerMessageId: 'sg-1' } };
    expect(await applyProviderEventPlans(db, [accepted])).toBe(1);
    expect(await status(id)).toBe('sent');
    expect(await applyProviderEventPlans(db, [accepted])).toBe(0);
  });

  it('refuses only pending campaign mail to unsubscribed addresses', async () => {
    const [pending, claimed] = await queue(db, campaignMail('gone@example.ch'), campaignMail('gone@example.ch'));
    await db('messages').where({ id: claimed }).update({ status: 'sending' });
    await addUnsubscribe(db, 'Gone@example.ch', 'test');
    expect(await refuseUnsubscribedCampaignMail(db, 'error.mail.recipientUnsubscribed')).toBe(1);
    expect([await status(pending), await status(claimed)]).toEqual(['failed', 'sending']);
  });
});

import { randomUUID } from 'node:crypto';
import { mailSendCommand, mailSendSubject } from '@cadeau/contracts';
import type { Knex } from 'knex';
import { hashLinkToken, newLinkToken } from '../domain/tokens';
import { seedDemoPayment } from './seed-payment';
import { announceSeededConversation } from './seed-announcements';

const id = (trx: Knex.Transaction, email: string) =>
  trx('users')
    .where({ email })
    .first('id')
    .then((r) => r?.id as string | undefined);
const org = (trx: Knex.Transaction, name: string) =>
  trx('organizations')
    .where({ name })
    .first('id')
    .then((r) => r?.id as string | undefined);

/**
 * What the demo shows beyond accounts: a pending invitation (its mail is queued in the outbox and
 * appears in the dev mailbox once svc-identity and svc-mail run), a conversation between the platform
 * and a seller, and a notification about the pending organisation. Created once; a re-seed keeps them.
 */
export async function seedDemoExtras(trx: Knex.Transaction): Promise<void> {
  const admin = await id(trx, 'admin@cadeau.test');
  const giver = await id(trx, 'giver@cadeau.test');
  const seller = await id(trx, 'seller@cadeau.test');
  const giverOrg = await org(trx, 'Demo Giver AG');
  const sellerOrg = await org(trx, 'Demo Seller GmbH');
  const pendingOrg = await org(trx, 'Berner Chocolatier');
  if (!admin || !giver || !seller || !giverOrg || !sellerOrg || !pendingOrg) return;
  await seedDemoPayment(trx, admin);

  const invited = 'colleague@cadeau.test';
  if (!(await trx('invitations').where({ organization_id: giverOrg, email: invited }).first('id'))) {
    const token = newLinkToken();
    const [inv] = await trx('invitations')
      .insert({
        organization_id: giverOrg,
        email: invited,
        roles: ['designer'],
        token_hash: hashLinkToken(token),
        invited_by: giver,
      })
      .returning('id');
    const command = mailSendCommand.parse({
      template: 'invitation',
      locale: 'en',
      to: invited,
      idempotencyKey: `identity:invitation:${inv.id}:seed`,
      data: { organizationName: 'Demo Giver AG', inviterName: 'Gina Giver', token },
    });
    // The outbox row the service's relay publishes on its next start (same shape as kit.addEvent).
    await trx('outbox').insert({
      id: randomUUID(),
      subject: mailSendSubject('identity'),
      payload: JSON.stringify(command),
    });
  }

  const subject = 'Welcome to Cadeau';
  const welcome: { id: string } | undefined = await trx('conversations')
    .where({ organization_id: sellerOrg, subject })
    .first('id');
  if (welcome) await announceSeededConversation(trx, welcome.id, sellerOrg);
  else {
    const [c] = await trx('conversations')
      .insert({ organization_id: sellerOrg, subject, created_by: admin })
      .returning('id');
    await trx('conversation_messages').insert({
      conversation_id: c.id,
      type: 'platform',
      author_id: admin,
      body: 'Welcome! Your first products can be released for review once your invoice address is complete.',
    });
    await trx('conversation_messages').insert({
      conversation_id: c.id,
      type: 'user',
      author_id: seller,
      body: 'Thanks, we are adding our chocolates this week.',
    });
    // The seller wrote last: it waits for the platform, a task on the administrators' dashboard.
    await announceSeededConversation(trx, c.id, sellerOrg);
  }

  if (
    !(await trx('notifications')
      .where({ user_id: admin, type: 'notification.organizationRegistered', organization_id: pendingOrg })
      .first('id'))
  ) {
    await trx('notifications').insert({
      user_id: admin,
      organization_id: pendingOrg,
      type: 'notification.organizationRegistered',
      data: JSON.stringify({ organizationName: 'Berner Chocolatier' }),
      path: `/cockpit/organizations/${pendingOrg}`,
    });
  }
}

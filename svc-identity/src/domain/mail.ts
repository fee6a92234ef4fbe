import { mailSendCommand, mailSendSubject, type MailSendCommand } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';

/**
 * Queues a mail through the outbox: it is sent if and only if the transaction commits. The command is
 * checked against the mail contract here, so a bad template payload fails the request, not svc-mail.
 */
export async function queueMail(kit: Pick<Kit, 'addEvent'>, trx: Knex.Transaction, command: MailSendCommand): Promise<void> {
  const parsed = mailSendCommand.parse(command);
  await kit.addEvent(trx, mailSendSubject('identity'), parsed);
}

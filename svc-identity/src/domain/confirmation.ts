import type { Kit } from '@cadeau/service-kit';
import type { Knex } from 'knex';
import { queueMail } from './mail';
import { issueUserToken, TOKEN_TTL_MINUTES } from './tokens';

interface Recipient {
  id: string;
  email: string;
  first_name: string;
  language: 'de' | 'en';
}

/** Issues a confirmation link (the older ones stop working) and queues its mail. */
export async function sendConfirmationMail(kit: Kit, trx: Knex.Transaction, user: Recipient): Promise<void> {
  const { id, token } = await issueUserToken(trx, user.id, 'confirmation');
  await queueMail(kit, trx, {
    template: 'emailConfirmation',
    locale: user.language,
    to: user.email,
    idempotencyKey: `identity:confirmation:${id}`,
    data: { firstName: user.first_name, token, validHours: TOKEN_TTL_MINUTES.confirmation / 60 },
  });
}

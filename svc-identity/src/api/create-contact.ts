import { saveContact } from '../db/contacts';
import { newContact } from '../domain/contact';
import { clientInfo } from './client-info';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** POST /contact: anyone; a phone number or an e-mail address is required. Platform administrators are notified. */
export const handleCreateContact =
  ({ kit }: IdentityDeps): Handler<'POST /contact'> =>
  async (ctx, { body, user }) => {
    const contact = newContact(body);
    await saveContact(kit, contact, { userId: user?.userId ?? null, ip: clientInfo(ctx).ip });
    ctx.status = 201;
    return { ok: true };
  };

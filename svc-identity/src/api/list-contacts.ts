import { contactPage } from '../db/contacts';
import type { IdentityDeps } from './deps';
import type { Handler } from './routes';

/** GET /contact (platform administrators): the contact forms, newest first, paginated and searchable. */
export const handleListContacts =
  ({ kit }: IdentityDeps): Handler<'GET /contact'> =>
  async (_ctx, { query }) =>
    contactPage(kit.db, query);

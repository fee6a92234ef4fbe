import { clientAddress } from '@cadeau/service-kit';
import { saveVatCategory } from '../db/vat-categories';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /vat-category (platform administrators): creates a category (no id) or replaces one (id and the version
 * it was loaded at). The rules, the flag moves, the event and the audit entry are one transaction in
 * db/vat-categories.ts; the audit names the administrator even while impersonating.
 */
export const handleSaveVatCategory =
  ({ kit }: CatalogDeps): Handler<'PUT /vat-category'> =>
  async (ctx, { body, user }) =>
    saveVatCategory(kit, body, todayInZurich(), {
      userId: user!.impersonatorId ?? user!.userId,
      ip: clientAddress(ctx) || null,
    });

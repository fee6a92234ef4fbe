import { clientAddress } from '@cadeau/service-kit';
import { saveVatCategory } from '../db/vat-categories';
import { planVatCategoryChange } from '../domain/vat-category';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * PUT /vat-category (platform administrators): creates a category (no id) or replaces one (id and the version
 * it was loaded at). domain/vat-category.ts plans the save on what
 * db/vat-categories.ts reads under the lock; the flag moves, the event and the audit entry are one transaction; the audit names the administrator even while impersonating.
 */
export const handleSaveVatCategory =
  ({ kit }: CatalogDeps): Handler<'PUT /vat-category'> =>
  async (ctx, { body, user }) => {
    const today = todayInZurich();
    return saveVatCategory(kit, body, (stored, holders) => planVatCategoryChange(body, stored, holders, today), today, {
      userId: user!.impersonatorId ?? user!.userId,
      ip: clientAddress(ctx) || null,
    });
  };

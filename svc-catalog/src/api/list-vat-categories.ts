import { allVatCategories } from '../db/vat-categories';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/** GET /vat-category (any signed-in user): every category with the rate in force today in Zurich. */
export const handleListVatCategories =
  ({ kit }: CatalogDeps): Handler<'GET /vat-category'> =>
  async () =>
    allVatCategories(kit.db, todayInZurich());

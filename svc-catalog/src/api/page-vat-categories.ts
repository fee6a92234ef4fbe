import { vatCategoryPage } from '../db/vat-categories';
import { todayInZurich } from '@cadeau/contracts/values';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/** GET /vat-category/list (platform administrators): categories paged, sorted and filtered by the server. */
export const handlePageVatCategories =
  ({ kit }: CatalogDeps): Handler<'GET /vat-category/list'> =>
  async (_ctx, { query }) =>
    vatCategoryPage(kit.db, query, todayInZurich());

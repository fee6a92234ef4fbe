import { ErrorKeys } from '@cadeau/contracts/errors';
import { errors } from '@cadeau/service-kit';
import { vatCategoryById } from '../db/vat-categories';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/** GET /vat-category/{categoryId}: one category with all its rates; an unknown id is 404. */
export const handleGetVatCategory =
  ({ kit }: CatalogDeps): Handler<'GET /vat-category/{categoryId}'> =>
  async (_ctx, { params }) => {
    const category = await vatCategoryById(kit.db, params.categoryId);
    if (!category) throw errors.notFound(ErrorKeys.vatCategory.notFound);
    return category;
  };

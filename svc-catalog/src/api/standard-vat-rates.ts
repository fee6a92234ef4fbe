import { defaultVatCategoryId, ratesOf } from '../db/vat-categories';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/**
 * GET /internal/vat/standard: the default category's dated rates, for svc-billing's VAT on fees (issue 19). No
 * default category (a catalog never seeded) answers no rates; billing then refuses to invoice rather than guess.
 */
export const handleStandardVatRates =
  ({ kit }: CatalogDeps): Handler<'GET /internal/vat/standard'> =>
  async () => {
    const id = await defaultVatCategoryId(kit.db);
    return { rates: id ? await ratesOf(kit.db, id) : [] };
  };

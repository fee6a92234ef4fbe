import { imageBoundsOf, sellerOrganizationOf } from '../domain/product';
import type { CatalogDeps } from './deps';
import type { Handler } from './routes';

/** GET /product: what a new product's editor starts from: the image bounds in force and the field defaults. */
export const handleGetProductDefaults =
  ({ identity }: CatalogDeps): Handler<'GET /product'> =>
  async (_ctx, { user }) => {
    sellerOrganizationOf(user!);
    const bounds = imageBoundsOf(await identity.settingValues());
    return { ...bounds, type: 'physical', weeklyAvailability: 1, deliveryDays: 3, shippingRappen: 0 };
  };

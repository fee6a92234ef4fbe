import { randomUUID } from 'node:crypto';
import type { ProductStatus } from '@cadeau/contracts';
import { insertGroup } from '../src/db/product-changes';
import type { CatalogHarness } from './harness';

/** The products of organisation A the permission test's samples act on, one per state a route starts from. */
export interface ProductWorld {
  /** Two images uploaded by organisation A. */
  imageIds: string[];
  draftProductId: string;
  pendingProductId: string;
  approvedProductId: string;
}

/** One version-1 product of `organizationId` in `status`, stored as the products area stores it. */
async function storedProduct(
  catalog: CatalogHarness,
  organizationId: string,
  vatCategoryId: string,
  imageIds: string[],
  status: ProductStatus,
): Promise<string> {
  const group = await insertGroup(catalog.knex, organizationId);
  const [row] = await catalog
    .knex('products')
    .insert({
      version_group_id: group.id,
      version: 1,
      organization_id: organizationId,
      type: 'physical',
      name_de: 'Tasse',
      name_en: 'Mug',
      description_de: 'Eine Tasse',
      description_en: 'A mug',
      image_ids: imageIds,
      price_rappen: 2500,
      shipping_rappen: 700,
      vat_category_id: vatCategoryId,
      weekly_availability: 3,
      delivery_days: 2,
      warranty: '2 years',
      status,
      approved_at: status === 'approved' ? catalog.knex.fn.now() : null,
    })
    .returning('id');
  return row.id as string;
}

/**
 * Organisation A as an approved seller for svc-identity's stand-in (publishing asks it), two of its uploads and
 * a draft, a pending and an approved product of it.
 */
export async function buildProductWorld(
  catalog: CatalogHarness,
  organizationId: string,
  vatCategoryId: string,
): Promise<ProductWorld> {
  catalog.identity.organizations.set(organizationId, {
    id: organizationId,
    name: 'Seller A',
    status: 'approved',
    features: ['seller'],
  });
  const imageIds = [randomUUID(), randomUUID()];
  await catalog.knex('files').insert(
    imageIds.map((id) => ({
      id,
      organization_id: organizationId,
      kind: 'image',
      mime: 'image/jpeg',
      size: 1000,
      width: 800,
      height: 600,
      variants: JSON.stringify([]),
    })),
  );
  const product = (status: ProductStatus) => storedProduct(catalog, organizationId, vatCategoryId, imageIds, status);
  return {
    imageIds,
    draftProductId: await product('draft'),
    pendingProductId: await product('pending'),
    approvedProductId: await product('approved'),
  };
}

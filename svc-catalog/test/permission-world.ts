import { randomUUID } from 'node:crypto';
import type { RouteDef } from '@cadeau/contracts';
import { setWeeklyCapacity } from '../src/db/availability';
import { addWeeks } from '@cadeau/contracts/values';
import { currentIsoWeek } from '../src/domain/iso-week';
import { member, platformAdmin, type Caller, type CatalogHarness } from './harness';
import { PIXEL_PNG_BASE64 } from './pixel-png';
import { buildProductWorld, type ProductWorld } from './product-world';
import { redemption, settledOrder } from './order-world';

/**
 * The callers of the catalog's permission test (issue 10: anonymous, each seller role, another seller, a giver,
 * a platform administrator). The sellers share organisation A; `otherSeller` administers seller organisation B,
 * `giver` a giver organisation.
 */
export const personas = [
  'anonymous',
  'sellerUser',
  'sellerDesigner',
  'sellerManager',
  'sellerAdmin',
  'otherSeller',
  'giver',
  'platformAdmin',
] as const;
export type Persona = (typeof personas)[number];

/** Who of them passes each user rule of the route table (service-kit `checkAccess`). */
export const allowedBy = {
  public: personas,
  authenticated: personas.filter((p) => p !== 'anonymous'),
  // No catalog path names a user; only platform administrators pass `self` without one.
  self: ['platformAdmin'],
  orgMember: personas.filter((p) => p !== 'anonymous'),
  orgAdmin: ['sellerAdmin', 'otherSeller', 'giver', 'platformAdmin'],
  platformAdmin: ['platformAdmin'],
} as const satisfies Record<string, readonly Persona[]>;

const ORG_A = randomUUID();
const callers: Record<Exclude<Persona, 'anonymous'>, Caller> = {
  sellerUser: member({ organizationId: ORG_A, roles: ['user'] }),
  sellerDesigner: member({ organizationId: ORG_A, roles: ['designer'] }),
  sellerManager: member({ organizationId: ORG_A, roles: ['manager'] }),
  sellerAdmin: member({ organizationId: ORG_A, roles: ['admin'] }),
  otherSeller: member({ roles: ['admin'] }),
  giver: member({ roles: ['admin'], features: ['giver'] }),
  platformAdmin: platformAdmin(),
};

/**
 * What one route's permission test works on: made fresh for each route, so a call that changes something
 * (a save, a publish) cannot change what the next route's samples find. An area adds the rows its routes'
 * samples need (a product of organisation A, an upload, a reservation) here and in `buildWorld`.
 */
export interface World extends ProductWorld {
  organizationA: string;
  callers: typeof callers;
  /** A stored VAT category. */
  vatCategoryId: string;
  /** An unpublished upload of organisation A (an image), for the file routes; '' for the others. */
  fileOfA: string;
  /**
   * For the availability routes (the product screen's view too): the approved product offers 3 units a week,
   * and `reservationKey` holds one unit of `reservationWeek` (a week four weeks ahead) for the release route;
   * the reserve route's key is fresh.
   */
  reservationWeek: string;
  reservationKey: string;
  /**
   * For the order routes: a placed order of organisation A's approved product from a campaign of the `giver`
   * persona's organisation ('' for the other routes).
   */
  orderId: string;
  /** Signed headers of a persona, signed when the call is made (contexts expire after 60 s). */
  headersOf(persona: Persona): Record<string, string>;
}

export async function buildWorld(catalog: CatalogHarness, route: RouteDef): Promise<World> {
  void route;
  const [{ id: vatCategoryId }] = await catalog
    .knex('vat_categories')
    .insert({ name_de: `Satz ${randomUUID()}`, name_en: `Rate ${randomUUID()}` })
    .returning('id');
  await catalog
    .knex('vat_rates')
    .insert({ category_id: vatCategoryId, valid_from: '2018-01-01', rate_basis_points: 250 });
  const products = await buildProductWorld(catalog, ORG_A, vatCategoryId);
  const reservationWeek = addWeeks(currentIsoWeek(new Date()), 4);
  const reservationKey = randomUUID();
  if (route.path.startsWith('/internal/availability/') || route.path.endsWith('/availability'))
    await availabilityOf(
      catalog,
      products.approvedProductId,
      reservationWeek,
      route.path.endsWith('/release') && reservationKey,
    );
  const orderId = route.path.startsWith('/order/')
    ? (
        await settledOrder(
          catalog,
          redemption(products.approvedProductId, {
            sellerOrganizationId: ORG_A,
            giverOrganizationId: callers.giver.currentOrganizationId!,
          }),
        )
      ).id
    : '';
  return {
    ...products,
    orderId,
    organizationA: ORG_A,
    callers,
    vatCategoryId,
    fileOfA: route.path.startsWith('/file/') ? await uploadOfA(catalog) : '',
    reservationWeek,
    reservationKey,
    headersOf: (persona) => (persona === 'anonymous' ? {} : catalog.as(callers[persona])),
  };
}

/** A real upload of organisation A (its variants in the storage), made by its seller admin. */
async function uploadOfA(catalog: CatalogHarness): Promise<string> {
  const res = await catalog
    .http()
    .post('/file/upload')
    .set(catalog.as(callers.sellerAdmin))
    .set('content-type', 'application/octet-stream')
    .send(Buffer.from(PIXEL_PNG_BASE64, 'base64'));
  if (res.status !== 201) throw new Error(`upload of the permission world: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.id;
}

/** Weekly capacity for `productId` (as its approval opens it) and, with a key, one unit of `week` reserved for it. */
async function availabilityOf(catalog: CatalogHarness, productId: string, week: string, key: string | false) {
  await setWeeklyCapacity(catalog.knex, productId, 3);
  if (!key) return;
  const res = await catalog.internalCall('POST', '/internal/availability/reserve', { productId, week }, key);
  if (res.status !== 201)
    throw new Error(`reservation of the permission world: ${res.status} ${JSON.stringify(res.body)}`);
}

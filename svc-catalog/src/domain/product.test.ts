import type { ProductFields, UserContext } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import { ZodError } from 'zod';
import {
  assertMayPublish,
  assertOwnProduct,
  assertValidFields,
  canRead,
  formatProductNumber,
  imageBoundsOf,
  mediaIssues,
  sellerOrganizationOf,
  statisticsOrganizationOf,
  type OwnFiles,
} from './product';

const ORG = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const img = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const VIDEO = '00000000-0000-4000-8000-0000000000ff';

function issues(rule: () => unknown) {
  try {
    rule();
  } catch (err) {
    if (err instanceof ZodError) return err.issues.map(({ path, message }) => ({ path, message }));
    throw err;
  }
  return [];
}

const user = (
  fields: Partial<{ features: string[]; roles: string[]; current: string | null }> = {},
): Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'> => ({
  roles: fields.roles ?? [],
  organizations:
    fields.current === null ? [] : [{ id: ORG, roles: ['admin'], features: fields.features ?? ['seller'] }],
  currentOrganizationId: fields.current === undefined ? ORG : fields.current,
});

const files: OwnFiles = new Map([
  [img(1), { kind: 'image' as const }],
  [img(2), { kind: 'image' as const }],
  [img(3), { kind: 'image' as const }],
  [img(4), { kind: 'image' as const }],
  [VIDEO, { kind: 'video' as const }],
]);
const bounds = { minImages: 2, maxImages: 3 };

const fields = (over: Partial<ProductFields> = {}): ProductFields => ({
  type: 'physical',
  name: { de: 'Tasse', en: 'Mug' },
  description: { de: 'Eine Tasse', en: 'A mug' },
  imageIds: [img(1), img(2)],
  imageAlts: [],
  videoId: null,
  priceRappen: 2500,
  shippingRappen: 700,
  vatCategoryId: '33333333-3333-4333-8333-333333333333',
  weeklyAvailability: 10,
  deliveryDays: 3,
  warranty: '2 years',
  ...over,
});
const context = (over: Partial<Parameters<typeof assertValidFields>[1]> = {}) => ({
  bounds,
  files,
  vatCategoryExists: true,
  previousWeeklyAvailability: null,
  ...over,
});

describe('who manages products', () => {
  it('is the current organisation when it has the seller feature, else 403 sellerOnly', () => {
    expect(sellerOrganizationOf(user())).toBe(ORG);
    const forbidden = { status: 403, key: 'error.product.sellerOnly' };
    expect(refusal(() => sellerOrganizationOf(user({ features: ['giver'] })))).toEqual(forbidden);
    expect(refusal(() => sellerOrganizationOf(user({ current: null, roles: ['platformAdmin'] })))).toEqual(forbidden);
  });

  it('counts statistics of the seller’s own organisation; only administrators name another one', () => {
    expect(statisticsOrganizationOf(user(), undefined)).toBe(ORG);
    expect(statisticsOrganizationOf(user(), ORG)).toBe(ORG);
    expect(refusal(() => statisticsOrganizationOf(user(), OTHER))).toEqual({ status: 403, key: 'error.forbidden' });
    const admin = user({ current: null, roles: ['platformAdmin'] });
    expect(statisticsOrganizationOf(admin, OTHER)).toBe(OTHER);
    expect(statisticsOrganizationOf(admin, undefined)).toBeNull();
  });

  it('acts only on its own products: another organisation’s or a deleted one is 404', () => {
    expect(refusal(() => assertOwnProduct({ organization_id: ORG, status: 'draft' }, ORG))).toBeNull();
    const notFound = { status: 404, key: 'error.product.notFound' };
    expect(refusal(() => assertOwnProduct({ organization_id: OTHER, status: 'draft' }, ORG))).toEqual(notFound);
    expect(refusal(() => assertOwnProduct({ organization_id: ORG, status: 'deleted' }, ORG))).toEqual(notFound);
    expect(refusal(() => assertOwnProduct(undefined, ORG))).toEqual(notFound);
  });
});

describe('who reads a product', () => {
  it('lets the seller read its own in every state but deleted', () => {
    expect(canRead(user(), { organization_id: ORG, status: 'draft' })).toBe('owner');
    expect(canRead(user(), { organization_id: ORG, status: 'deleted' })).toBeNull();
  });

  it('lets platform administrators read every product but deleted ones', () => {
    const admin = user({ current: null, roles: ['platformAdmin'] });
    expect(canRead(admin, { organization_id: OTHER, status: 'pending' })).toBe('admin');
    expect(canRead(admin, { organization_id: OTHER, status: 'deleted' })).toBeNull();
  });

  it('lets another organisation (a giver) read only an approved product', () => {
    const giver = { ...user({ features: ['giver'] }), currentOrganizationId: OTHER };
    expect(canRead(giver, { organization_id: ORG, status: 'approved' })).toBe('catalog');
    for (const status of ['draft', 'pending', 'rejected', 'paused', 'blocked', 'finished', 'replaced'] as const)
      expect(canRead(giver, { organization_id: ORG, status })).toBeNull();
  });
});

describe('the media of a product', () => {
  it('takes images within the bounds of the settings', () => {
    expect(mediaIssues(fields(), bounds, files)).toEqual([]);
    expect(mediaIssues(fields({ imageIds: [img(1), img(2), img(3)] }), bounds, files)).toEqual([]);
  });

  it('refuses too few or too many images at imageIds', () => {
    expect(mediaIssues(fields({ imageIds: [img(1)] }), bounds, files)).toMatchObject([
      { path: ['imageIds'], message: 'error.product.tooFewImages' },
    ]);
    expect(mediaIssues(fields({ imageIds: [img(1), img(2), img(3), img(4)] }), bounds, files)).toMatchObject([
      { path: ['imageIds'], message: 'error.product.tooManyImages' },
    ]);
  });

  it('refuses an id that is no image of the organisation, or an image twice, at its index', () => {
    const foreign = '99999999-9999-4999-8999-999999999999';
    expect(mediaIssues(fields({ imageIds: [img(1), foreign, VIDEO] }), bounds, files)).toMatchObject([
      { path: ['imageIds', 1], message: 'error.product.fileNotFound' },
      { path: ['imageIds', 2], message: 'error.product.fileNotFound' },
    ]);
    expect(mediaIssues(fields({ imageIds: [img(1), img(1)] }), bounds, files)).toMatchObject([
      { path: ['imageIds', 1], message: 'zod.invalid' },
    ]);
  });

  it('takes one video instead of images, outside the image bounds, but not both', () => {
    expect(mediaIssues(fields({ imageIds: [], videoId: VIDEO }), bounds, files)).toEqual([]);
    expect(mediaIssues(fields({ videoId: VIDEO }), bounds, files)).toMatchObject([
      { path: ['videoId'], message: 'error.product.imagesOrVideo' },
    ]);
    expect(mediaIssues(fields({ imageIds: [], videoId: img(1) }), bounds, files)).toMatchObject([
      { path: ['videoId'], message: 'error.product.fileNotFound' },
    ]);
  });
});

describe('the fields of a product', () => {
  it('passes valid fields', () => {
    expect(issues(() => assertValidFields(fields(), context()))).toEqual([]);
  });

  it('refuses an unknown VAT category at vatCategoryId', () => {
    expect(issues(() => assertValidFields(fields(), context({ vatCategoryExists: false })))).toEqual([
      { path: ['vatCategoryId'], message: 'error.product.vatCategoryNotFound' },
    ]);
  });

  it('lets the weekly availability of a new version only rise above the released one', () => {
    expect(issues(() => assertValidFields(fields(), context({ previousWeeklyAvailability: 10 })))).toEqual([]);
    expect(issues(() => assertValidFields(fields(), context({ previousWeeklyAvailability: 11 })))).toEqual([
      { path: ['weeklyAvailability'], message: 'error.product.availabilityDecreased' },
    ]);
  });

  it('reports every refused field at once', () => {
    const found = issues(() =>
      assertValidFields(
        fields({ imageIds: [img(1)] }),
        context({ vatCategoryExists: false, previousWeeklyAvailability: 20 }),
      ),
    );
    expect(found.map((i) => i.path[0])).toEqual(['imageIds', 'vatCategoryId', 'weeklyAvailability']);
  });
});

describe('publishing and numbers', () => {
  it('needs an approved organisation with the seller feature, else 409 organizationNotApproved', () => {
    expect(refusal(() => assertMayPublish({ status: 'approved', features: ['seller'] }))).toBeNull();
    const refused = { status: 409, key: 'error.product.organizationNotApproved' };
    for (const org of [
      { status: 'pending', features: ['seller'] },
      { status: 'rejected', features: ['seller'] },
      { status: 'blocked', features: ['seller'] },
      { status: 'approved', features: ['giver'] },
    ])
      expect(refusal(() => assertMayPublish(org))).toEqual(refused);
  });

  it('shows the platform’s product number as P-0001', () => {
    expect(formatProductNumber(1)).toBe('P-0001');
    expect(formatProductNumber(12345)).toBe('P-12345');
  });

  it('reads the image bounds from the settings, with their defaults when missing', () => {
    expect(imageBoundsOf({ 'Product.MinImages': 3, 'Product.MaxImages': 5 })).toEqual({ minImages: 3, maxImages: 5 });
    expect(imageBoundsOf({})).toEqual({ minImages: 1, maxImages: 5 });
  });
});

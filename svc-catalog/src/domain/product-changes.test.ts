import type { ProductFields, ProductStatus } from '@cadeau/contracts';
import { refusal } from '@cadeau/service-kit/errors';
import {
  fieldChanges,
  planBlock,
  planDeletion,
  planFieldsUpdate,
  planNewVersion,
  planPause,
  planPublication,
  planReview,
  type StoredProduct,
} from './product-changes';

// The changes of a product version as plans, without Postgres: what db/product-changes.ts writes for each.

const SELLER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '33333333-3333-4333-8333-333333333333';
const RELEASED = '44444444-4444-4444-8444-444444444444';

const product = (status: ProductStatus, organization_id = SELLER): StoredProduct => ({
  id: PRODUCT,
  status,
  organization_id,
});
const released = (status: ProductStatus): StoredProduct => ({ id: RELEASED, status, organization_id: SELLER });

const notFound = { status: 404, key: 'error.product.notFound' };
const invalidStatus = { status: 409, key: 'error.product.invalidStatus' };

const fields: ProductFields = {
  type: 'physical',
  name: { de: 'Kerze', en: 'Candle' },
  description: { de: 'Aus Wachs', en: 'Of wax' },
  imageIds: ['55555555-5555-4555-8555-555555555555'],
  imageAlts: [{ de: 'Kerze', en: 'Candle' }],
  videoId: null,
  priceRappen: 4500,
  shippingRappen: 900,
  vatCategoryId: '66666666-6666-4666-8666-666666666666',
  weeklyAvailability: 10,
  deliveryDays: 3,
  warranty: '',
};

describe('planReview', () => {
  it('rejects a pending version with the reason', () => {
    expect(planReview(product('pending'), released('approved'), { decision: 'reject', reason: 'Blurry' })).toEqual({
      from: 'pending',
      to: 'rejected',
      reason: 'Blurry',
    });
  });

  it('approves a first version: nothing replaced, the note kept when there is one', () => {
    expect(planReview(product('pending'), undefined, { decision: 'approve' })).toEqual({
      from: 'pending',
      to: 'approved',
      replaces: null,
      note: null,
    });
    expect(planReview(product('pending'), undefined, { decision: 'approve', reason: '' })).toMatchObject({
      note: null,
    });
    expect(planReview(product('pending'), undefined, { decision: 'approve', reason: 'Nice' })).toMatchObject({
      note: 'Nice',
    });
  });

  it.each(['approved', 'paused'] as const)('approves a new version, replacing the %s one', (status) => {
    expect(planReview(product('pending'), released(status), { decision: 'approve' })).toEqual({
      from: 'pending',
      to: 'approved',
      replaces: { id: RELEASED, from: status, to: 'replaced' },
      note: null,
    });
  });

  it.each([
    ['an unknown product', undefined, 'approve', notFound],
    ['a deleted product', product('deleted'), 'reject', notFound],
    ['an approval of a draft', product('draft'), 'approve', invalidStatus],
    ['a rejection of an approved version', product('approved'), 'reject', invalidStatus],
    ['an approval of a rejected version', product('rejected'), 'approve', invalidStatus],
  ] as [string, StoredProduct | undefined, 'approve' | 'reject', object][])(
    'refuses %s',
    (_, stored, decision, refused) => {
      expect(refusal(() => planReview(stored, undefined, { decision, reason: 'x' }))).toEqual(refused);
    },
  );

  it('reviews a version of any organisation (platform administrators)', () => {
    expect(planReview(product('pending', OTHER), undefined, { decision: 'approve' })).toMatchObject({ to: 'approved' });
  });

  it('refuses an approval whose released version cannot be replaced', () => {
    expect(refusal(() => planReview(product('pending'), released('blocked'), { decision: 'approve' }))).toEqual(
      invalidStatus,
    );
  });
});

describe('planPublication', () => {
  it.each(['draft', 'rejected'] as const)('publishes a %s version for review', (status) => {
    expect(planPublication(product(status), SELLER)).toEqual({ from: status, to: 'pending' });
  });

  it.each([
    ['another organisation’s version', product('draft', OTHER), notFound],
    ['a deleted version', product('deleted'), notFound],
    ['a pending version', product('pending'), { status: 409, key: 'error.product.notPublishable' }],
    ['an approved version', product('approved'), { status: 409, key: 'error.product.notPublishable' }],
  ] as [string, StoredProduct, object][])('refuses %s', (_, stored, refused) => {
    expect(refusal(() => planPublication(stored, SELLER))).toEqual(refused);
  });
});

describe('planFieldsUpdate', () => {
  const stored = (status: ProductStatus, organizationId = SELLER) => ({ ...product(status, organizationId), fields });

  it('writes the fields with the changes per field, and nothing when nothing changes', () => {
    const changed = { ...fields, priceRappen: 5000, name: { de: 'Kerze', en: 'Candle (red)' } };
    expect(planFieldsUpdate(stored('draft'), SELLER, changed)).toEqual({
      fields: changed,
      changes: {
        name: { from: { de: 'Kerze', en: 'Candle' }, to: { de: 'Kerze', en: 'Candle (red)' } },
        priceRappen: { from: 4500, to: 5000 },
      },
    });
    expect(planFieldsUpdate(stored('rejected'), SELLER, { ...fields })).toBeNull();
  });

  it.each([
    ['an unknown version', undefined, notFound],
    ['another organisation’s version', stored('draft', OTHER), notFound],
    ['a released version', stored('approved'), { status: 409, key: 'error.product.notEditable' }],
    ['a pending version', stored('pending'), { status: 409, key: 'error.product.notEditable' }],
  ] as [string, ReturnType<typeof stored> | undefined, object][])('refuses %s', (_, current, refused) => {
    expect(refusal(() => planFieldsUpdate(current, SELLER, fields))).toEqual(refused);
  });

  it('compares values, not references', () => {
    expect(fieldChanges(fields, JSON.parse(JSON.stringify(fields)) as ProductFields)).toEqual({});
    expect(fieldChanges(fields, { ...fields, imageIds: [], imageAlts: [] })).toEqual({
      imageIds: { from: ['55555555-5555-4555-8555-555555555555'], to: [] },
      imageAlts: { from: [{ de: 'Kerze', en: 'Candle' }], to: [] },
    });
  });
});

describe('planPause', () => {
  it('pauses an approved version and resumes a paused one', () => {
    expect(planPause(product('approved'), SELLER, true)).toEqual({
      from: 'approved',
      to: 'paused',
      event: 'product.paused',
    });
    expect(planPause(product('paused'), SELLER, false)).toEqual({
      from: 'paused',
      to: 'approved',
      event: 'product.resumed',
    });
  });

  it.each([
    ['another organisation’s version', product('approved', OTHER), true, notFound],
    ['a resume of an approved version', product('approved'), false, invalidStatus],
    ['a resume of a draft', product('draft'), false, invalidStatus],
    ['a pause of a paused version', product('paused'), true, invalidStatus],
    ['a pause of a pending version', product('pending'), true, invalidStatus],
  ] as [string, StoredProduct, boolean, object][])('refuses %s', (_, stored, paused, refused) => {
    expect(refusal(() => planPause(stored, SELLER, paused))).toEqual(refused);
  });
});

describe('planDeletion', () => {
  it.each([
    ['draft', 'deleted', 'delete', 'product.deleted'],
    ['rejected', 'deleted', 'delete', 'product.deleted'],
    ['approved', 'finished', 'update', 'product.finished'],
    ['paused', 'finished', 'update', 'product.finished'],
  ] as const)('moves a %s version to %s (audit %s, %s)', (from, to, action, event) => {
    expect(planDeletion(product(from), SELLER)).toEqual({ from, to, action, event });
  });

  it.each([
    ['another organisation’s version', product('draft', OTHER), notFound],
    ['a pending version', product('pending'), invalidStatus],
    ['a replaced version', product('replaced'), invalidStatus],
    ['a blocked version', product('blocked'), invalidStatus],
  ] as [string, StoredProduct, object][])('refuses %s', (_, stored, refused) => {
    expect(refusal(() => planDeletion(stored, SELLER))).toEqual(refused);
  });
});

describe('planBlock', () => {
  it.each(['draft', 'pending', 'rejected', 'approved', 'paused', 'finished', 'replaced'] as const)(
    'blocks %s versions of any organisation with the reason',
    (from) => {
      expect(planBlock(product(from, OTHER), 'Fraud')).toEqual({
        from,
        to: 'blocked',
        reason: 'Fraud',
        event: 'product.blocked',
      });
    },
  );

  it.each([
    ['an unknown product', undefined, notFound],
    ['a deleted product', product('deleted'), notFound],
    ['a blocked product', product('blocked'), invalidStatus],
  ] as [string, StoredProduct | undefined, object][])('refuses %s', (_, stored, refused) => {
    expect(refusal(() => planBlock(stored, 'Fraud'))).toEqual(refused);
  });
});

describe('planNewVersion', () => {
  it.each(['approved', 'paused'] as const)('copies the %s version when no other is in the making', (status) => {
    expect(planNewVersion(product(status), SELLER, 0)).toEqual({ copyOf: PRODUCT });
  });

  it.each([
    ['another organisation’s version', product('approved', OTHER), 0, notFound],
    ['a draft', product('draft'), 0, invalidStatus],
    ['a finished version', product('finished'), 0, invalidStatus],
    ['a second version in the making', product('approved'), 1, { status: 409, key: 'error.product.newVersionCreated' }],
    // The status first: a version that cannot be copied says so even when another is in the making.
    ['a draft while another is in the making', product('draft'), 1, invalidStatus],
  ] as [string, StoredProduct, number, object][])('refuses %s', (_, stored, inTheMaking, refused) => {
    expect(refusal(() => planNewVersion(stored, SELLER, inTheMaking))).toEqual(refused);
  });
});

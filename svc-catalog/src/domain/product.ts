import {
  ErrorKeys,
  settingDefByKey,
  type ProductFields,
  type ProductStatus,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';
import { ZodError, type z } from 'zod';

/** A product as the rules see it (a stored row fits): who owns it and in which state it is. */
export interface OwnedProduct {
  organization_id: string;
  status: ProductStatus;
}

type Caller = Pick<UserContext, 'roles' | 'organizations' | 'currentOrganizationId'>;

export const isPlatformAdmin = (user: Pick<UserContext, 'roles'>) => user.roles.includes('platformAdmin');

/** The current organisation, when it has the given feature (`seller`, `giver`). */
export function currentOrganizationWith(user: Caller, feature: string): string | null {
  const current = user.organizations.find((o) => o.id === user.currentOrganizationId);
  return current?.features.includes(feature) ? current.id : null;
}

/**
 * The organisation whose products the caller manages: the current one, if it has the seller feature, else
 * 403 `sellerOnly`. Platform administrators manage a seller's products by switching to it, like its admins.
 */
export function sellerOrganizationOf(user: Caller): string {
  const id = currentOrganizationWith(user, 'seller');
  if (!id) throw errors.forbidden(ErrorKeys.product.sellerOnly);
  return id;
}

/** Organisation roles that change a seller's products (issue 23); `user` and `designer` read them. */
const PRODUCT_WRITING_ROLES = ['admin', 'manager'];

/**
 * The organisation whose products the caller changes (create, copy, edit, new version, publish, pause, delete):
 * as sellerOrganizationOf, and the caller an admin or manager of it (403 `error.product.readOnly` otherwise), as
 * campaigns and orders go by the organisation roles. Platform administrators change a seller's products by
 * switching to it.
 */
export function productWriterOrganizationOf(user: Caller): string {
  const id = sellerOrganizationOf(user);
  if (isPlatformAdmin(user)) return id;
  const membership = user.organizations.find((o) => o.id === id);
  if (!membership?.roles.some((r) => PRODUCT_WRITING_ROLES.includes(r)))
    throw errors.forbidden(ErrorKeys.product.readOnly);
  return id;
}

/**
 * Whose products POST /product/statistics counts: a platform administrator's `organizationId` (none: every
 * organisation, null); for anyone else their seller organisation (sellerOrganizationOf), and naming another
 * organisation is refused 403 `error.forbidden` instead of silently counting their own (the same answer
 * whether that organisation exists or not, so nothing leaks).
 */
export function statisticsOrganizationOf(user: Caller, requested: string | undefined): string | null {
  if (isPlatformAdmin(user)) return requested ?? null;
  const own = sellerOrganizationOf(user);
  if (requested !== undefined && requested !== own) throw errors.forbidden(ErrorKeys.forbidden);
  return own;
}

/** A product the seller may act on: its own organisation's, else 404 as if it did not exist (no existence leak). */
export function assertOwnProduct<P extends OwnedProduct>(
  product: P | undefined,
  organizationId: string,
): asserts product is P {
  if (!product || product.organization_id !== organizationId || product.status === 'deleted')
    throw errors.notFound(ErrorKeys.product.notFound);
}

/**
 * Whether the caller may read a product: its seller (current organisation), platform administrators (every
 * product but deleted ones, kept for the audit), and any organisation member for an approved product (the
 * givers' catalog). Anything else reads as unknown.
 */
export function canRead(user: Caller, product: OwnedProduct): 'owner' | 'admin' | 'catalog' | null {
  if (product.status === 'deleted') return null;
  if (product.organization_id === user.currentOrganizationId) return 'owner';
  if (isPlatformAdmin(user)) return 'admin';
  if (product.status === 'approved' && user.currentOrganizationId) return 'catalog';
  return null;
}

/** The image bounds in force: the settings Product.MinImages and Product.MaxImages (ADR 0014). */
export interface ImageBounds {
  minImages: number;
  maxImages: number;
}

/** The uploads of the organisation a product may show, by id (from svc-catalog's files). */
export type OwnFiles = ReadonlyMap<string, { kind: 'image' | 'video' }>;

type Issue = z.core.$ZodIssue;
const issue = (path: (string | number)[], message: string): Issue => ({
  code: 'custom',
  path,
  message,
  input: undefined,
});

/**
 * The media rules of spec section 5 as field issues (400 `zod.invalid`, each at its field): either images or
 * one video; the image count within the settings' bounds; each id an upload of the seller's organisation of
 * the right kind, none twice. A video replaces the images, so the image bounds do not apply to it.
 */
export function mediaIssues(
  fields: Pick<ProductFields, 'imageIds' | 'videoId'>,
  bounds: ImageBounds,
  files: OwnFiles,
): Issue[] {
  const out: Issue[] = [];
  const { imageIds, videoId } = fields;
  if (videoId) {
    if (imageIds.length) out.push(issue(['videoId'], ErrorKeys.product.imagesOrVideo));
    if (files.get(videoId)?.kind !== 'video') out.push(issue(['videoId'], ErrorKeys.product.fileNotFound));
  } else if (imageIds.length < bounds.minImages) {
    out.push(issue(['imageIds'], ErrorKeys.product.tooFewImages));
  } else if (imageIds.length > bounds.maxImages) {
    out.push(issue(['imageIds'], ErrorKeys.product.tooManyImages));
  }
  const seen = new Set<string>();
  imageIds.forEach((id, i) => {
    if (files.get(id)?.kind !== 'image') out.push(issue(['imageIds', i], ErrorKeys.product.fileNotFound));
    else if (seen.has(id)) out.push(issue(['imageIds', i], 'zod.invalid'));
    seen.add(id);
  });
  return out;
}

/** What the rules of a save need to know besides the fields. */
export interface SaveContext {
  bounds: ImageBounds;
  files: OwnFiles;
  vatCategoryExists: boolean;
  /** The weekly availability of the released version a new version follows; null for a first version. */
  previousWeeklyAvailability: number | null;
}

/**
 * Every rule of a product's fields beyond their shapes (the contract checks those), as one 400 answer with
 * an issue at each field: media, VAT category, and a weekly availability that only ever increases from one
 * version to the next (spec section 5).
 */
export function assertValidFields(fields: ProductFields, context: SaveContext): void {
  const issues = mediaIssues(fields, context.bounds, context.files);
  if (!context.vatCategoryExists) issues.push(issue(['vatCategoryId'], ErrorKeys.product.vatCategoryNotFound));
  const previous = context.previousWeeklyAvailability;
  if (previous !== null && fields.weeklyAvailability < previous)
    issues.push(issue(['weeklyAvailability'], ErrorKeys.product.availabilityDecreased));
  if (issues.length) throw new ZodError(issues);
}

/** The number of a group as shown: `P-0001`; the stored number comes from the platform's one sequence (issue 23). */
export const formatProductNumber = (n: number) => `P-${String(n).padStart(4, '0')}`;

/**
 * An organisation may release products for review only when it is approved and has the seller feature
 * (spec section 4), as svc-identity answers; anything else is 409 `organizationNotApproved`.
 */
export function assertMayPublish(org: { status: string; features: readonly string[] }): void {
  if (org.status !== 'approved' || !org.features.includes('seller'))
    throw errors.conflict(ErrorKeys.product.organizationNotApproved);
}

const numberSetting = (values: Record<string, unknown>, key: string): number => {
  const value = values[key];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  return settingDefByKey(key)!.default as number;
};

/**
 * The image bounds of the settings in force (svc-identity's values; a value missing there is its default,
 * Product.MinImages 1 and MaxImages 5). The spec's "3 to 5 as a rule" is the editor's advice within these
 * bounds, not a second limit (ADR 0014).
 */
export function imageBoundsOf(values: Record<string, unknown>): ImageBounds {
  return {
    minImages: numberSetting(values, 'Product.MinImages'),
    maxImages: numberSetting(values, 'Product.MaxImages'),
  };
}

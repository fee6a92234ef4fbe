import { ErrorKeys, PLATFORM_ADMIN, type FileKind, type UserContext } from '@cadeau/contracts';
import { DomainError, errors } from '@cadeau/service-kit/errors';

/**
 * What an upload may be, judged by the type sniffed from its first bytes (never its name or Content-Type).
 * AVIF is decoded by sharp's bundled libheif (AV1); HEIC is not (its HEVC decoder is not bundled), so it is
 * refused like SVG and every unknown type.
 */
const uploadTypes: Record<string, FileKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/avif': 'image',
  'video/mp4': 'video',
  'video/webm': 'video',
  'video/quicktime': 'video',
};

/** The kind of an upload of the sniffed `mime`, or 415 `unsupportedType` (undefined: nothing was recognised). */
export function uploadKindOf(mime: string | undefined): FileKind {
  const kind = mime ? uploadTypes[mime] : undefined;
  if (!kind) throw new DomainError(415, ErrorKeys.upload.unsupportedType);
  return kind;
}

/** The settings' megabytes are MiB: a file the computer shows as 10 MB is never refused as too large. */
const MIB = 1024 * 1024;

export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
}

const megabytes = (values: Record<string, unknown>, key: string, fallback: number): number => {
  const value = values[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The size limits in force: Product.MaxImageSize for images, Campaign.MaxVideoSize for videos (spec sections 3
 * and 9; a value missing or unusable is its default, 10 and 200). Campaign.MaxImageSize is the campaigns'
 * own limit and applies when campaigns upload their images.
 */
export function uploadLimitsOf(values: Record<string, unknown>): UploadLimits {
  return {
    imageBytes: Math.floor(megabytes(values, 'Product.MaxImageSize', 10) * MIB),
    videoBytes: Math.floor(megabytes(values, 'Campaign.MaxVideoSize', 200) * MIB),
  };
}

/** The byte limit of an upload of `kind`. */
export const limitOf = (kind: FileKind, limits: UploadLimits) =>
  kind === 'image' ? limits.imageBytes : limits.videoBytes;

/** Megabytes (MiB, as the settings count them) with one decimal at most, for a message's params. */
const inMegabytes = (bytes: number) => Math.round((bytes / MIB) * 10) / 10;

/**
 * 413 with the message of spec section 8 for the kind, naming the limit and the file's size (issue 23: a limit
 * stays visible when broken), both in MB: `sizeBytes` is the declared length, or what arrived before the limit
 * was passed (then the file is at least that large).
 */
export const tooLarge = (kind: FileKind, limitBytes: number, sizeBytes: number) =>
  new DomainError(
    413,
    kind === 'image' ? ErrorKeys.upload.imageTooLarge : ErrorKeys.upload.videoTooLarge,
    undefined,
    undefined,
    { limitMb: inMegabytes(limitBytes), sizeMb: inMegabytes(sizeBytes) },
  );

/** 413 for an image of more pixels than MAX_IMAGE_PIXELS, naming both in megapixels (issue 23). */
export const tooManyPixels = (pixels: number) =>
  new DomainError(413, ErrorKeys.upload.imageTooManyPixels, undefined, undefined, {
    megapixels: Math.round(pixels / 100_000) / 10,
    limitMegapixels: MAX_IMAGE_PIXELS / 1_000_000,
  });

/**
 * An image larger than this many pixels is refused as too large before it is decoded: a small, highly
 * compressed file can unpack into gigabytes (a decompression bomb), and decoding alone costs CPU: a 7000×7000
 * 16-bit PNG of 381 KB (49 MP) took 4.7 s of sharp under the former 50 MP limit (issue 23). 40 MP is above what
 * a phone camera writes by default and far above the 1600-pixel detail variant (ADR 0029).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The organisation an upload belongs to: the caller's current one, which must sell or give (product images,
 * campaign media). A platform administrator acting in an organisation uploads for it.
 */
export function uploadOrganizationOf(user: UserContext): string {
  const organizationId = user.currentOrganizationId;
  if (!organizationId) throw errors.badRequest(ErrorKeys.organization.noneSelected);
  if (user.roles.includes(PLATFORM_ADMIN)) return organizationId;
  const membership = user.organizations.find((o) => o.id === organizationId);
  if (!membership || !membership.features.some((f) => f === 'seller' || f === 'giver'))
    throw errors.forbidden(ErrorKeys.upload.notAllowed);
  return organizationId;
}

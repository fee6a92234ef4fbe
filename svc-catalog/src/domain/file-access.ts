import {
  ErrorKeys,
  PLATFORM_ADMIN,
  imageVariants,
  type FileKind,
  type FileVariant,
  type UserContext,
} from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit/errors';

/** A stored file as the access rules see it (a `files` row fits). */
export interface FileOwnership {
  organization_id: string;
  kind: FileKind;
  published: boolean;
}

/**
 * Who may read a file: anyone once it is published (recipients see product images on the redemption page);
 * before that only members of its organisation and platform administrators. Everyone else gets 404
 * `error.file.notFound`, exactly as for an unknown id, so nobody learns that a foreign upload exists.
 */
export function assertMayRead(
  file: FileOwnership | undefined,
  user: UserContext | null,
): asserts file is FileOwnership {
  if (!file) throw errors.notFound(ErrorKeys.file.notFound);
  if (file.published) return;
  if (user && (user.roles.includes(PLATFORM_ADMIN) || user.organizations.some((o) => o.id === file.organization_id)))
    return;
  throw errors.notFound(ErrorKeys.file.notFound);
}

/** Images have only their re-encoded variants (the original is never served), videos only their original. */
export function assertVariantOf(kind: FileKind, variant: FileVariant): void {
  const isImageVariant = (imageVariants as readonly string[]).includes(variant);
  if (kind === 'image' ? !isImageVariant : variant !== 'original') throw errors.notFound(ErrorKeys.file.notFound);
}

/** Platform role held by platform administrators (spec section 6). */
export const PLATFORM_ADMIN = 'platformAdmin';
/** Organisation roles (spec section 1); `user` is the default. */
export const orgRoles = ['admin', 'manager', 'designer', 'user'] as const;
export type OrgRole = (typeof orgRoles)[number];
export const orgFeatures = ['giver', 'seller'] as const;
export type OrgFeature = (typeof orgFeatures)[number];

/** Platform role held by platform administrators (spec section 6). */
export const PLATFORM_ADMIN = 'platformAdmin';
// The organisation roles and features (`orgRoles`, `orgFeatures`) are plain values: `values/lists.ts`.

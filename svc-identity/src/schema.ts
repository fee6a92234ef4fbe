/** The Postgres schema svc-identity owns (DESIGN section 2). */
export const IDENTITY_SCHEMA = 'identity';

/** The Postgres schema owned by svc-catalog (DESIGN section 2): VAT categories, products, files, availability. */
export const CATALOG_SCHEMA = 'catalog';

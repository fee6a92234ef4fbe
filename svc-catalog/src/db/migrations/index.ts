import type { Migration } from '@cadeau/service-kit';
import { vatCategoryTables } from './001_vat_categories';
import { fileTables } from './002_files';
import { productTables } from './003_products';
import { availabilityTables } from './004_availability';
import { availabilityPerGroup } from './005_availability_per_group';
import { organizationProjection } from './006_organizations';
import { orderTables } from './007_orders';
import { platformProductNumbers } from './008_platform_product_numbers';
import { orderTracking } from './009_order_tracking';
import { imageAlts } from './010_image_alts';

/**
 * In order; never edit one that has run anywhere, add a new one. Numbers are reserved per area so parallel
 * work does not collide: 001 VAT categories, 002 files, 003 products, 004 weekly availability, 005 weekly
 * availability per version group, 006 organisations' projection, 007 orders (issue 12), 008 product numbers unique on the platform (issue 23), 009 a shipment's carrier and tracking number (issue 23), 010 the images' descriptions (alt text, issue 23).
 */
export const migrations: Migration[] = [
  vatCategoryTables,
  fileTables,
  productTables,
  availabilityTables,
  availabilityPerGroup,
  organizationProjection,
  orderTables,
  platformProductNumbers,
  orderTracking,
  imageAlts,
];

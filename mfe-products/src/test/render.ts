import { act } from '@testing-library/react';
import axe from 'axe-core';
import type { MyUser, Order, ProductDetail, VatCategory } from '@cadeau/contracts';
import { aUser, aVatCategory } from '@cadeau/ui/testing';
import { registerTexts } from '../i18n/register';

// The app's texts, as its Root registers them before the first render.
registerTexts();

export { renderPage } from '@cadeau/ui/testing/render-page';

export const ORG_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
export const PRODUCT_ID = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000f1';
export const VAT_NORMAL = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000a1';
export const VAT_REDUCED = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000a2';
/** A valid UUID ending in `n`, for images and other rows. */
export const idOf = (n: number) => `7c1d2e3f-4a5b-4c6d-8e7f-${String(n).padStart(12, '0')}`;

/** The demo seller: admin of an approved organisation with the seller feature. */
export function aSeller(overrides: Record<string, unknown> = {}) {
  return aUser({
    firstName: 'Sam',
    lastName: 'Seller',
    email: 'seller@cadeau.test',
    organizations: [{ id: ORG_ID, name: 'Seller AG', status: 'approved', roles: ['admin'], features: ['seller'] }],
    currentOrganizationId: ORG_ID,
    ...overrides,
  }) as MyUser;
}

export const anAdmin = () =>
  aUser({ isPlatformAdmin: true, roles: ['platformAdmin'], organizations: [], currentOrganizationId: null }) as MyUser;

export function aProduct(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: PRODUCT_ID,
    number: 'P-0001',
    organizationId: ORG_ID,
    organizationName: 'Seller AG',
    type: 'physical',
    name: { de: 'Kaffeebohnen', en: 'Coffee beans' },
    description: { de: 'Frisch geröstet.', en: 'Freshly roasted.' },
    imageIds: [idOf(11), idOf(12), idOf(13)],
    imageAlts: [
      { de: 'Kaffeebohnen in einer Schale', en: 'Coffee beans in a bowl' },
      { de: '', en: '' },
      { de: '', en: '' },
    ],
    videoId: null,
    priceRappen: 4990,
    shippingRappen: 790,
    vatCategoryId: VAT_REDUCED,
    vat: { rateBasisPoints: 260, priceVatRappen: 126, shippingVatRappen: 20 },
    weeklyAvailability: 20,
    deliveryDays: 3,
    warranty: 'Two years',
    version: 1,
    versionGroupId: idOf(900),
    status: 'draft',
    statusReason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    publishedAt: null,
    approvedAt: null,
    versions: [],
    ...overrides,
  };
}

export const vatCategories: VatCategory[] = [
  aVatCategory({ id: VAT_NORMAL }),
  aVatCategory({
    id: VAT_REDUCED,
    name: { de: 'Reduzierter Satz', en: 'Reduced rate' },
    isDefault: false,
    isShipping: false,
    rateInForce: { rateBasisPoints: 260, validFrom: '2024-01-01' },
  }),
];

/** Runs axe on the rendered page and lists the rules it breaks (colour contrast is left to the e2e sweep: jsdom has no layout). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  // Inside act: antd's components may update while axe reads them (measuring, focus rings).
  let result: axe.AxeResults | undefined;
  await act(async () => {
    result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  });
  return result!.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export const ORDER_ID = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000c1';
export const CAMPAIGN_ID = '7c1d2e3f-4a5b-4c6d-8e7f-0000000000c2';
export const GIVER_ORG_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0003';

/** An order of the demo seller's coffee beans, placed by a recipient of Giver AG's summer campaign. */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: ORDER_ID,
    number: 'K7M2Q-9XZ4H',
    productId: PRODUCT_ID,
    productVersion: 2,
    productNumber: 'P-0001',
    productName: { de: 'Kaffeebohnen', en: 'Coffee beans' },
    type: 'physical',
    priceRappen: 4990,
    shippingRappen: 790,
    sellerOrganizationId: ORG_ID,
    sellerOrganizationName: 'Seller AG',
    giverOrganizationId: GIVER_ORG_ID,
    giverOrganizationName: 'Giver AG',
    campaignId: CAMPAIGN_ID,
    campaignName: 'Summer thanks',
    voucherId: idOf(700),
    address: {
      firstName: 'Rita',
      lastName: 'Recipient',
      street: 'Bahnhofstrasse',
      houseNumber: '12a',
      zip: '8001',
      city: 'Zürich',
      co: 'Muster AG',
      phone: '+41441234567',
    },
    city: 'Zürich',
    email: 'rita@example.ch',
    language: 'de',
    deliveryDays: 3,
    week: '2026-W48',
    status: 'placed',
    fulfilment: null,
    carrier: null,
    trackingNumber: null,
    cancelReason: null,
    placedAt: '2026-11-24T09:30:00.000Z',
    shippedAt: null,
    doneAt: null,
    canceledAt: null,
    updatedAt: '2026-11-24T09:30:00.000Z',
    nextStatuses: ['shipped', 'canceled'],
    qrPath: `/api/order/${ORDER_ID}/qr.png`,
    ...overrides,
  };
}

/** A giver organisation's administrator (Giver AG, giver feature only). */
export function aGiver() {
  return aUser({
    organizations: [{ id: GIVER_ORG_ID, name: 'Giver AG', status: 'approved', roles: ['admin'], features: ['giver'] }],
    currentOrganizationId: GIVER_ORG_ID,
  }) as MyUser;
}

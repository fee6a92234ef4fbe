import { act } from '@testing-library/react';
import axe from 'axe-core';
import type { MyUser, ProductDetail, VatCategory } from '@cadeau/contracts';
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

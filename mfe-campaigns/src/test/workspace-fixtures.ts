import { act } from '@testing-library/react';
import axe from 'axe-core';
import type { CampaignDetail, CampaignSummary, MyUser, Product, Setting } from '@cadeau/contracts';
import { aUser, type StubCall } from '@cadeau/ui/testing';

export const GIVER_ORG = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002';
export const WORKSPACE_ID = '3e4f5a6b-7c8d-4e9f-8a0b-0000000000d1';
/** A valid UUID ending in `n`, for products and other rows. */
export const idOf = (n: number) => `7c1d2e3f-4a5b-4c6d-8e7f-${String(n).padStart(12, '0')}`;

/** The demo giver's admin (aUser: admin of an approved giver organisation). */
export const aGiver = (roles: string[] = ['admin']) =>
  aUser({
    organizations: [{ id: GIVER_ORG, name: 'Giver AG', status: 'approved', roles, features: ['giver'] }],
  }) as MyUser;

export const anAdmin = () =>
  aUser({ isPlatformAdmin: true, roles: ['platformAdmin'], organizations: [], currentOrganizationId: null }) as MyUser;

/** A campaign as GET /campaign/{campaignId} answers it: an editable draft far in the future, with overrides. */
export function aWorkspaceCampaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: WORKSPACE_ID,
    organizationId: GIVER_ORG,
    organizationName: 'Giver AG',
    name: 'Summer 2099',
    type: 'automatic',
    status: 'draft',
    startDate: '2099-06-01',
    endDate: '2099-06-20',
    budgetRappen: 500_000,
    recipientCount: 10,
    version: 4,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    productIds: [],
    rejectionReason: null,
    durationDays: 20,
    leadTimeDays: 26_500,
    maxPriceRappen: 0,
    feeRappen: 500,
    baseFeeRappen: 10_000,
    releasedAt: null,
    approvedAt: null,
    issues: [],
    releaseBlockers: [],
    actions: ['edit', 'editDesigns', 'release', 'delete', 'createTemplate'],
    deposit: null,
    depositPreview: null,
    ...overrides,
  };
}

export function aSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  const { id, organizationId, organizationName, name, type, status, startDate, endDate, budgetRappen } =
    aWorkspaceCampaign();
  return {
    id,
    organizationId,
    organizationName,
    name,
    type,
    status,
    startDate,
    endDate,
    budgetRappen,
    recipientCount: 1200,
    version: 4,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/** An approved catalog product as GET /product/list?scope=catalog lists it. */
export function aCatalogProduct(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: idOf(n),
    number: `P-000${n}`,
    organizationId: idOf(500),
    organizationName: 'Seller AG',
    type: 'physical',
    name: { de: `Produkt ${n}`, en: `Product ${n}` },
    description: { de: 'Beschreibung', en: 'Description' },
    imageIds: [idOf(100 + n)],
    imageAlts: [{ de: '', en: '' }],
    videoId: null,
    priceRappen: 4990,
    shippingRappen: 790,
    vatCategoryId: idOf(700),
    vat: { rateBasisPoints: 810, priceVatRappen: 374, shippingVatRappen: 59 },
    weeklyAvailability: 20,
    deliveryDays: 3,
    warranty: 'Two years',
    version: 1,
    versionGroupId: idOf(900 + n),
    status: 'approved',
    statusReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    publishedAt: '2026-11-02T10:00:00.000Z',
    approvedAt: '2026-11-03T10:00:00.000Z',
    ...overrides,
  };
}

const setting = (key: string, value: number, visibility: 'public' | 'admin' = 'public'): Setting => ({
  key,
  group: key.split('.')[0],
  scope: 'global',
  type: 'number',
  value,
  default: value,
  visibility,
  active: true,
  min: null,
  max: null,
  fractionDigits: null,
  options: null,
  unit: null,
  updatedAt: null,
});

/** The public campaign settings a giver reads (GET /setting?scope=global); FeeGiver only for administrators. */
export function campaignSettings({ admin = false } = {}): Setting[] {
  return [
    setting('Campaign.LeadTimeDays', 7),
    setting('Campaign.MinDurationDays', 7),
    setting('Campaign.MaxDurationDays', 30),
    setting('Campaign.MaxPhysicalProducts', 2),
    setting('Campaign.MinBudget', 100_000),
    setting('Payment.BaseFeeGiver', 10_000),
    ...(admin ? [setting('Payment.FeeGiver', 0.1, 'admin')] : []),
  ];
}

/** A server list answer of `items` for the page asked. */
export const pageOf = (items: unknown[]) => (call: StubCall) => ({
  status: 200,
  body: { items, page: Number(call.query.page ?? 1), pageSize: Number(call.query.pageSize ?? 25), total: items.length },
});

/** Runs axe on the rendered page and lists the rules it breaks (contrast is left to the e2e sweep: no layout). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  let result: axe.AxeResults | undefined;
  await act(async () => {
    result = await axe.run(root, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } });
  });
  return result!.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

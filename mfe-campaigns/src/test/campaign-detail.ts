import type { CampaignDetail } from '@cadeau/contracts';

export const CAMPAIGN_ID = '3e4f5a6b-7c8d-4e9f-8a0b-0000000000c1';

/** A campaign as GET /campaign/{campaignId} answers it (a draft the caller may edit), with overrides. */
export function aCampaign(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: CAMPAIGN_ID,
    organizationId: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
    organizationName: 'Giver AG',
    name: 'Christmas 2026',
    type: 'automatic',
    status: 'draft',
    startDate: '2026-12-10',
    endDate: '2026-12-31',
    budgetRappen: 10_000_000,
    recipientCount: 2,
    version: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    productIds: [],
    rejectionReason: null,
    durationDays: 22,
    leadTimeDays: 16,
    maxPriceRappen: 0,
    feeRappen: 10_000,
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

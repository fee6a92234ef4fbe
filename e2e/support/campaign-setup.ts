import { expect, type APIRequestContext } from '@playwright/test';
import { addDays, todayInZurich } from '@cadeau/contracts/values';
import { payDeposit } from './deposits';
import { ok } from './givers';
import type { Lang } from './texts';

/**
 * The steps a giver and the platform administrator take through the API to bring a campaign to review and to
 * running, shared by the specs and support modules that need such a campaign without its screens (the workspace
 * and the review are campaigns.spec.ts' subject).
 */

/** The calendar day `n` days from today in Zurich, where svc-campaign counts a campaign's days. */
export function zurichDayIn(n: number): string {
  return addDays(todayInZurich(), n);
}

export interface Setting {
  key: string;
  value: unknown;
  default: unknown;
}

export async function settingsOf(api: APIRequestContext): Promise<Setting[]> {
  return ok<Setting[]>(await api.get('/api/setting', { params: { scope: 'global' } }));
}

/** The number setting `key` in force (its value, else its default). */
export function numberSetting(settings: Setting[], key: string): number {
  const s = settings.find((x) => x.key === key);
  expect(s, `the setting ${key}`).toBeDefined();
  return Number(s!.value ?? s!.default);
}

export interface CatalogProduct {
  id: string;
  type: 'physical' | 'digital' | 'donation';
  name: Record<Lang, string>;
  organizationName: string | null;
}

/** The first 100 products of the givers' catalog (the demo seller's are among them). */
export async function catalogProducts(api: APIRequestContext): Promise<CatalogProduct[]> {
  const catalog = await ok<{ items: CatalogProduct[] }>(
    await api.get('/api/product/list', { params: { scope: 'catalog', page: 1, pageSize: 100 } }),
  );
  return catalog.items;
}

export interface CampaignDraft {
  name: string;
  type: 'automatic' | 'manual';
  /** The start day, `startInDays` days from today in Zurich; the end the shortest duration the settings allow, plus one day. */
  startInDays: number;
  productIds: string[];
  recipients: { email: string; salutation?: string; greeting?: string }[];
  /** The mail design's subject. */
  subject: Record<Lang, string>;
  /** The greeting design's text. */
  greetingText: Record<Lang, string>;
}

/**
 * A campaign made ready for release by its giver (`api` signed in as them, with a complete invoice address):
 * dates and a budget the settings in force allow, the products, the recipients, a mail subject and a greeting
 * text. Answers its id and start day.
 */
export async function draftCampaign(
  api: APIRequestContext,
  draft: CampaignDraft,
): Promise<{ id: string; startDate: string }> {
  const settings = await settingsOf(api);
  const startDate = zurichDayIn(draft.startInDays);
  const created = await ok<{ id: string; version: number }>(
    await api.post('/api/campaign', { data: { name: draft.name, type: draft.type } }),
  );
  await ok(
    await api.put('/api/campaign', {
      data: {
        id: created.id,
        version: created.version,
        startDate,
        endDate: zurichDayIn(draft.startInDays + numberSetting(settings, 'Campaign.MinDurationDays') + 1),
        budgetRappen: numberSetting(settings, 'Campaign.MinBudget') + 100_000,
        productIds: draft.productIds,
      },
    }),
  );
  for (const recipient of draft.recipients)
    await ok(await api.post(`/api/campaign/${created.id}/recipients`, { data: recipient }));
  const mail = await ok<{ id: string; version: number; design: Record<string, unknown> }>(
    await api.get(`/api/campaign/${created.id}/mail-design`),
  );
  await ok(
    await api.put(`/api/campaign/${created.id}/mail-design/${mail.id}`, {
      data: { version: mail.version, design: { ...mail.design, subject: draft.subject } },
    }),
  );
  const greeting = await ok<{ id: string; version: number; design: Record<string, unknown> }>(
    await api.get(`/api/campaign/${created.id}/greeting-design`),
  );
  await ok(
    await api.put(`/api/campaign/${created.id}/greeting-design/${greeting.id}`, {
      data: { version: greeting.version, design: { ...greeting.design, greetingText: draft.greetingText } },
    }),
  );
  return { id: created.id, startDate };
}

/**
 * Releases a drafted campaign that starts today (its giver's `api`), pays its deposit and approves it (`admin`:
 * the approval needs the deposit paid, issue 19, and makes one gift code per recipient) and waits until the
 * campaign clock started it. Call it inside `withoutLeadTime`.
 */
export async function releaseApproveAndStart(
  api: APIRequestContext,
  admin: APIRequestContext,
  campaign: { id: string; name: string; startDate: string },
): Promise<void> {
  // svc-campaign reads the settings through a cache that the setting's event clears: the release waits until
  // it judges the start date by a lead time of 0.
  await expect
    .poll(
      async () =>
        (await api.post(`/api/campaign/${campaign.id}/release`, { data: {} })).status() < 300 ||
        (await ok<{ status: string }>(await api.get(`/api/campaign/${campaign.id}`))).status === 'pending',
      { message: `the release of ${campaign.name} (start ${campaign.startDate})`, timeout: 30_000 },
    )
    .toBe(true);
  await payDeposit(campaign.id, admin);
  await ok(await admin.post(`/api/campaign/${campaign.id}/approve`, { data: { decision: 'approve' } }));
  await expect
    .poll(async () => (await ok<{ status: string }>(await api.get(`/api/campaign/${campaign.id}`))).status, {
      message: `the campaign clock starts ${campaign.name}`,
      timeout: 30_000,
    })
    .toBe('running');
}

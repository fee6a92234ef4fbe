import { expect, request as playwrightRequest } from '@playwright/test';
import { accounts } from './accounts';
import { apiAs, createReadyGiver, DEMO_SELLER, ok } from './givers';
import { unique, uniqueEmail, type NewAccount } from './new-accounts';
import { zurichDayIn, type CatalogProduct } from './running-campaigns';
import { E2E_BASE_URL } from './stack-config';
import type { Lang } from './texts';

export interface ManualCampaign {
  giver: NewAccount;
  campaignId: string;
  name: string;
  /** The recipients' addresses, in the order they were added. */
  recipients: string[];
  /** A digital gift of the demo seller the campaign offers (redeemed without an address). */
  digital: CatalogProduct;
}

/**
 * A new approved giver with a manual campaign that runs today, whose codes the giver hands out (issue 12): made
 * through the API as the giver and the platform administrator would (the workspace and the review are
 * campaigns.spec.ts' subject), with a digital product of the demo seller and `count` recipients; released,
 * approved (which makes one gift code per recipient) and started by the campaign clock. Nothing is mailed: a manual
 * campaign's codes go out only when the giver sends one. Call it inside `withoutLeadTime`.
 */
export async function createRunningManualCampaign(lang: Lang, who: string, count: number): Promise<ManualCampaign> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const admin = await apiAs(accounts.admin);
  try {
    const giver = await createReadyGiver(api, lang, who);
    const settings = await ok<{ key: string; value: unknown; default: unknown }[]>(
      await api.get('/api/setting', { params: { scope: 'global' } }),
    );
    const setting = (key: string) => {
      const s = settings.find((x) => x.key === key)!;
      return Number(s.value ?? s.default);
    };
    const catalog = await ok<{ items: CatalogProduct[] }>(
      await api.get('/api/product/list', { params: { scope: 'catalog', page: 1, pageSize: 100 } }),
    );
    const digital = catalog.items.find((p) => p.organizationName === DEMO_SELLER && p.type === 'digital');
    expect(digital, `a digital product of ${DEMO_SELLER} in the catalog`).toBeTruthy();

    const name = `${lang === 'de' ? 'Von Hand' : 'By hand'} ${unique()}`;
    const created = await ok<{ id: string; version: number }>(
      await api.post('/api/campaign', { data: { name, type: 'manual' } }),
    );
    await ok(
      await api.put('/api/campaign', {
        data: {
          id: created.id,
          version: created.version,
          startDate: zurichDayIn(0),
          endDate: zurichDayIn(setting('Campaign.MinDurationDays') + 1),
          budgetRappen: setting('Campaign.MinBudget') + 100_000,
          productIds: [digital!.id],
        },
      }),
    );
    const recipients = Array.from({ length: count }, (_, i) => uniqueEmail(`codes-${i + 1}`));
    for (const email of recipients)
      await ok(await api.post(`/api/campaign/${created.id}/recipients`, { data: { email } }));
    const mail = await ok<{ id: string; version: number; design: Record<string, unknown> }>(
      await api.get(`/api/campaign/${created.id}/mail-design`),
    );
    await ok(
      await api.put(`/api/campaign/${created.id}/mail-design/${mail.id}`, {
        data: { version: mail.version, design: { ...mail.design, subject: { de: 'Ein Geschenk', en: 'A gift' } } },
      }),
    );
    const greeting = await ok<{ id: string; version: number; design: Record<string, unknown> }>(
      await api.get(`/api/campaign/${created.id}/greeting-design`),
    );
    await ok(
      await api.put(`/api/campaign/${created.id}/greeting-design/${greeting.id}`, {
        data: {
          version: greeting.version,
          design: { ...greeting.design, greetingText: { de: 'Herzlichen Dank!', en: 'Many thanks!' } },
        },
      }),
    );
    // svc-campaign reads the settings through a cache that the setting's event clears: the release waits until
    // it judges the start date by a lead time of 0.
    await expect
      .poll(
        async () =>
          (await api.post(`/api/campaign/${created.id}/release`, { data: {} })).status() < 300 ||
          (await ok<{ status: string }>(await api.get(`/api/campaign/${created.id}`))).status === 'pending',
        { message: `the release of ${name}`, timeout: 30_000 },
      )
      .toBe(true);
    await ok(await admin.post(`/api/campaign/${created.id}/approve`, { data: { decision: 'approve' } }));
    await expect
      .poll(async () => (await ok<{ status: string }>(await api.get(`/api/campaign/${created.id}`))).status, {
        message: `the campaign clock starts ${name}`,
        timeout: 30_000,
      })
      .toBe('running');
    return { giver, campaignId: created.id, name, recipients, digital: digital! };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { accounts } from './accounts';
import { apiAs, createReadyGiver, DEMO_SELLER, ok } from './givers';
import { sendCampaignMailNow } from './internal-calls';
import { unique, uniqueEmail, type NewAccount } from './new-accounts';
import { E2E_BASE_URL } from './stack-config';
import type { Lang } from './texts';

/** The calendar day `n` days from today in Zurich, where svc-campaign counts a campaign's days. */
export function zurichDayIn(n: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

interface Setting {
  key: string;
  value: unknown;
  default: unknown;
}

async function settingsOf(api: APIRequestContext): Promise<Setting[]> {
  return ok<Setting[]>(await api.get('/api/setting', { params: { scope: 'global' } }));
}

/** The number setting `key` in force (its value, else its default). */
function numberSetting(settings: Setting[], key: string): number {
  const s = settings.find((x) => x.key === key);
  expect(s, `the setting ${key}`).toBeDefined();
  return Number(s!.value ?? s!.default);
}

/**
 * Campaign.LeadTimeDays at 0 while `run` runs, then back to what it was: a campaign can then start today, so the
 * gift codes of an approved campaign are valid at once (they are valid from the campaign's start). A global
 * setting: the e2e suite runs one test at a time, and the value goes back whether `run` passes or fails.
 */
export async function withoutLeadTime<T>(run: () => Promise<T>): Promise<T> {
  const admin = await apiAs(accounts.admin);
  const put = async (value: number | null) =>
    ok(
      await admin.put('/api/setting', {
        data: { scope: 'global', values: [{ key: 'Campaign.LeadTimeDays', value }] },
      }),
    );
  try {
    const before = (await settingsOf(admin)).find((s) => s.key === 'Campaign.LeadTimeDays')!.value as number | null;
    await put(0);
    try {
      return await run();
    } finally {
      await put(before);
    }
  } finally {
    await admin.dispose();
  }
}

export interface CatalogProduct {
  id: string;
  type: 'physical' | 'digital' | 'donation';
  name: Record<Lang, string>;
  organizationName: string | null;
}

export interface RunningCampaign {
  giver: NewAccount;
  campaignId: string;
  name: string;
  /** The one recipient's address (the dev mailbox keeps every mail by address). */
  recipient: string;
  /** The subject of the campaign mail in `lang`. */
  subject: string;
  /** The gifts the campaign offers: a physical and a digital product of the demo seller. */
  physical: CatalogProduct;
  digital: CatalogProduct;
}

/**
 * A new approved giver with an automatic campaign that runs today and whose one mail is in the dev mailbox, made
 * through the API as the giver and the platform administrator would make it (the workspace and the review are
 * campaigns.spec.ts' subject): a physical and a digital product of the demo seller, one recipient speaking `lang`'s
 * salutation, a mail subject and a greeting of its own; released, approved (which makes the gift code), started by
 * the campaign clock (every two seconds in the e2e stack) and its mail sent at once (svc-mail's dev route). Call it
 * inside `withoutLeadTime`.
 */
export async function createRunningCampaign(lang: Lang, who: string): Promise<RunningCampaign> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  const admin = await apiAs(accounts.admin);
  try {
    const giver = await createReadyGiver(api, lang, who);
    const settings = await settingsOf(api);
    const catalog = await ok<{ items: CatalogProduct[] }>(
      await api.get('/api/product/list', { params: { scope: 'catalog', page: 1, pageSize: 100 } }),
    );
    const demo = catalog.items.filter((p) => p.organizationName === DEMO_SELLER);
    const physical = demo.find((p) => p.type === 'physical');
    const digital = demo.find((p) => p.type === 'digital');
    expect(physical && digital, `a physical and a digital product of ${DEMO_SELLER} in the catalog`).toBeTruthy();

    const tag = unique();
    const name = lang === 'de' ? `Dankeschön ${tag}` : `Thank you ${tag}`;
    const subject = { de: `Ein Geschenk für Sie ${tag}`, en: `A gift for you ${tag}` };
    const recipient = uniqueEmail(`recipient-${lang}`);
    const created = await ok<{ id: string; version: number }>(
      await api.post('/api/campaign', { data: { name, type: 'automatic' } }),
    );
    const start = zurichDayIn(0);
    await ok(
      await api.put('/api/campaign', {
        data: {
          id: created.id,
          version: created.version,
          startDate: start,
          endDate: zurichDayIn(numberSetting(settings, 'Campaign.MinDurationDays') + 1),
          budgetRappen: numberSetting(settings, 'Campaign.MinBudget') + 100_000,
          productIds: [physical!.id, digital!.id],
        },
      }),
    );
    await ok(
      await api.post(`/api/campaign/${created.id}/recipients`, {
        data: {
          email: recipient,
          salutation: lang === 'de' ? 'Liebe Erika' : 'Dear Erika',
          greeting: lang === 'de' ? `Danke für alles, Erika (${tag})!` : `Thanks for everything, Erika (${tag})!`,
        },
      }),
    );
    const mail = await ok<{ id: string; version: number; design: Record<string, unknown> }>(
      await api.get(`/api/campaign/${created.id}/mail-design`),
    );
    await ok(
      await api.put(`/api/campaign/${created.id}/mail-design/${mail.id}`, {
        data: { version: mail.version, design: { ...mail.design, subject } },
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
        { message: `the release of ${name} (start ${start})`, timeout: 30_000 },
      )
      .toBe(true);
    await ok(await admin.post(`/api/campaign/${created.id}/approve`, { data: { decision: 'approve' } }));
    await expect
      .poll(async () => (await ok<{ status: string }>(await api.get(`/api/campaign/${created.id}`))).status, {
        message: `the campaign clock starts ${name}`,
        timeout: 30_000,
      })
      .toBe('running');
    const sent = await sendCampaignMailNow(created.id);
    // Sent now, or by the runner already when the clock started it within business hours: never failed.
    expect(sent.failed, `failed mails of ${name}`).toBe(0);
    return {
      giver,
      campaignId: created.id,
      name,
      recipient,
      subject: subject[lang],
      physical: physical!,
      digital: digital!,
    };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

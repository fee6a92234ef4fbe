import { expect, request as playwrightRequest } from '@playwright/test';
import { accounts } from './accounts';
import {
  catalogProducts,
  draftCampaign,
  releaseApproveAndStart,
  settingsOf,
  type CatalogProduct,
} from './campaign-setup';
import { apiAs, createReadyGiver, DEMO_SELLER, ok } from './givers';
import { sendCampaignMailNow } from './internal-calls';
import { unique, uniqueEmail, type NewAccount } from './new-accounts';
import { E2E_BASE_URL } from './stack-config';
import type { Lang } from './texts';

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
    const demo = (await catalogProducts(api)).filter((p) => p.organizationName === DEMO_SELLER);
    const physical = demo.find((p) => p.type === 'physical');
    const digital = demo.find((p) => p.type === 'digital');
    expect(physical && digital, `a physical and a digital product of ${DEMO_SELLER} in the catalog`).toBeTruthy();

    const tag = unique();
    const name = lang === 'de' ? `Dankeschön ${tag}` : `Thank you ${tag}`;
    const subject = { de: `Ein Geschenk für Sie ${tag}`, en: `A gift for you ${tag}` };
    const recipient = uniqueEmail(`recipient-${lang}`);
    const created = await draftCampaign(api, {
      name,
      type: 'automatic',
      startInDays: 0,
      productIds: [physical!.id, digital!.id],
      recipients: [
        {
          email: recipient,
          salutation: lang === 'de' ? 'Liebe Erika' : 'Dear Erika',
          greeting: lang === 'de' ? `Danke für alles, Erika (${tag})!` : `Thanks for everything, Erika (${tag})!`,
        },
      ],
      subject,
      greetingText: { de: 'Herzlichen Dank!', en: 'Many thanks!' },
    });
    await releaseApproveAndStart(api, admin, { ...created, name });
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

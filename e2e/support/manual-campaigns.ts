import { expect, request as playwrightRequest } from '@playwright/test';
import { accounts } from './accounts';
import { catalogProducts, draftCampaign, releaseApproveAndStart, type CatalogProduct } from './campaign-setup';
import { apiAs, createReadyGiver, DEMO_SELLER } from './givers';
import { unique, uniqueEmail, type NewAccount } from './new-accounts';
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
    const digital = (await catalogProducts(api)).find(
      (p) => p.organizationName === DEMO_SELLER && p.type === 'digital',
    );
    expect(digital, `a digital product of ${DEMO_SELLER} in the catalog`).toBeTruthy();

    const name = `${lang === 'de' ? 'Von Hand' : 'By hand'} ${unique()}`;
    const recipients = Array.from({ length: count }, (_, i) => uniqueEmail(`codes-${i + 1}`));
    const created = await draftCampaign(api, {
      name,
      type: 'manual',
      startInDays: 0,
      productIds: [digital!.id],
      recipients: recipients.map((email) => ({ email })),
      subject: { de: 'Ein Geschenk', en: 'A gift' },
      greetingText: { de: 'Herzlichen Dank!', en: 'Many thanks!' },
    });
    await releaseApproveAndStart(api, admin, { ...created, name });
    return { giver, campaignId: created.id, name, recipients, digital: digital! };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

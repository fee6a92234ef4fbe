import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { InvoiceDetail, InvoiceSummary } from '@cadeau/contracts';
import { CampaignWorkspacePage } from '../pages/CampaignWorkspacePage';
import { DevMailbox } from '../pages/DevMailbox';
import { BankPaymentsPage, chf, invoiceAction, PaymentsPage } from '../pages/PaymentsPage';
import { accounts } from '../support/accounts';
import { bankFile, finishCampaignNow } from '../support/billing';
import { catalogProducts, draftCampaign } from '../support/campaign-setup';
import { expect, test } from '../support/fixtures';
import { apiAs, createReadyGiver, DEMO_SELLER, ok } from '../support/givers';
import { unique, uniqueEmail, type NewAccount } from '../support/new-accounts';
import { withoutLeadTime } from '../support/running-campaigns';
import { E2E_BASE_URL } from '../support/stack-config';
import { campaignsTexts, languages } from '../support/texts';

const GIVER_IBAN = 'CH9300762011623852957';

interface Journey {
  giver: NewAccount;
  campaignId: string;
  name: string;
  recipient: string;
  productId: string;
}

/**
 * Issue 19 end to end, tried as a new user would: a giver releases a campaign and finds the deposit with its QR-bill
 * in the mailbox and under Payments; the administrator uploads the bank's camt.054 that pays it, then approves;
 * a gift code is redeemed; the campaign ends and its final billing leaves the rest as credit; the giver asks for
 * the credit to be paid out; the seller sees its earnings, asks for them and is paid out.
 */
for (const lang of languages) {
  test.describe.serial(`(${lang}) a campaign's money from the deposit to the payout`, () => {
    let journey: Journey;
    let admin: APIRequestContext;

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      admin = await apiAs(accounts.admin);
      const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
      try {
        journey = await withoutLeadTime(async () => {
          const giver = await createReadyGiver(api, lang, 'billing');
          // The IBAN its credit is paid out to, on the invoice address.
          await ok(
            await api.put('/api/organization/invoice-address', {
              data: {
                name: giver.organizationName,
                street: 'Bahnhofstrasse',
                houseNumber: '1',
                zip: '8001',
                city: 'Zürich',
                iban: GIVER_IBAN,
              },
            }),
          );
          const digital = (await catalogProducts(api)).find(
            (p) => p.organizationName === DEMO_SELLER && p.type === 'digital',
          )!;
          const name = `${lang === 'de' ? 'Abrechnung' : 'Billing'} ${unique()}`;
          const recipient = uniqueEmail(`billing-${lang}`);
          const created = await draftCampaign(api, {
            name,
            type: 'manual',
            startInDays: 0,
            productIds: [digital.id],
            recipients: [{ email: recipient }],
            subject: { de: 'Ein Geschenk', en: 'A gift' },
            greetingText: { de: 'Herzlichen Dank!', en: 'Many thanks!' },
          });
          await expect
            .poll(async () => (await api.post(`/api/campaign/${created.id}/release`, { data: {} })).status() < 300, {
              message: `the release of ${name}`,
              timeout: 30_000,
            })
            .toBe(true);
          return { giver, campaignId: created.id, name, recipient, productId: digital.id };
        });
      } finally {
        await api.dispose();
      }
    });
    test.afterAll(async () => {
      await admin?.dispose();
    });

    const deposit = async () => {
      let found: InvoiceSummary | undefined;
      await expect
        .poll(
          async () => {
            const page = await ok<{ items: InvoiceSummary[] }>(
              await admin.get('/api/invoice', { params: { campaignId: journey.campaignId, type: 'deposit' } }),
            );
            found = page.items[0];
            return !!found;
          },
          { message: 'the deposit issued on release', timeout: 30_000 },
        )
        .toBe(true);
      return found!;
    };

    test('the giver finds the deposit with its QR-bill in the mailbox and under Payments', async ({
      page,
      loginAs,
    }) => {
      const issued = await deposit();
      const mail = (await new DevMailbox(page.request).latest(journey.giver.email, 'invoiceIssued')) as Awaited<
        ReturnType<DevMailbox['latest']>
      > & { attachments: { url: string; filename: string; contentType: string }[] };
      expect(mail.locale).toBe(lang);
      expect(mail.subject).toContain(issued.number);
      expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
        [`${issued.number}.pdf`, 'application/pdf'],
      ]);
      const attached = await page.request.get(new URL(mail.attachments[0]!.url).pathname);
      expect((await attached.body()).subarray(0, 5).toString()).toBe('%PDF-');

      await loginAs(journey.giver, { language: lang });
      const payments = new PaymentsPage(page);
      await payments.goto();
      const row = payments.campaignInvoiceRow(journey.name);
      await payments.expectInvoice(row, 'open', issued.openRappen);
      const drawer = await payments.open(row);
      await expect(drawer.getByTestId('invoice-detail-open')).toContainText(chf(issued.openRappen));
      const pdf = await page.request.get((await drawer.getByTestId('invoice-detail-pdf').getAttribute('href'))!);
      expect(pdf.status()).toBe(200);
      expect(pdf.headers()['content-type']).toBe('application/pdf');
    });

    test('the administrator uploads the bank file that pays it, then approves the campaign', async ({
      page,
      loginAs,
    }) => {
      const issued = await deposit();
      await loginAs(accounts.admin, { language: lang });
      const bank = new BankPaymentsPage(page);
      await bank.goto();
      const result = await bank.upload(
        'camt054.xml',
        bankFile({
          reference: issued.reference!,
          amountRappen: issued.openRappen,
          debtorName: journey.giver.organizationName,
        }),
      );
      await expect(result.getByTestId('payment-file-booked')).toContainText('1');
      await expect
        .poll(
          async () =>
            (await ok<{ deposit: { status: string } | null }>(await admin.get(`/api/campaign/${journey.campaignId}`)))
              .deposit?.status,
          {
            message: 'svc-campaign hears that the deposit is paid',
            timeout: 30_000,
          },
        )
        .toBe('paid');
      const workspace = new CampaignWorkspacePage(page, campaignsTexts[lang]);
      await workspace.goto(journey.campaignId);
      await workspace.review('approve');
      await expect
        .poll(
          async () => (await ok<{ status: string }>(await admin.get(`/api/campaign/${journey.campaignId}`))).status,
          {
            message: 'the campaign clock starts it',
            timeout: 30_000,
          },
        )
        .toBe('running');
    });

    test('a gift is redeemed and the campaign ends: the final billing keeps the rest as credit', async ({
      page,
      loginAs,
    }) => {
      const giverApi = await apiAs(journey.giver);
      const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
      const seller = await apiAs(accounts.seller);
      try {
        const recipients = await ok<{ items: { email: string; voucher: { code: string | null } | null }[] }>(
          await giverApi.get(`/api/campaign/${journey.campaignId}/recipients`, { params: { page: 1, pageSize: 10 } }),
        );
        const code = recipients.items.find((r) => r.email === journey.recipient)!.voucher!.code!;
        const ordered = await ok<{ orderId: string }>(
          await visitor.post(`/api/voucher/${code.replace(/-/g, '')}/order`, {
            data: { productId: journey.productId, email: journey.recipient },
          }),
        );
        // The seller delivers the digital gift: its earning becomes payable.
        await expect
          .poll(async () => (await seller.get(`/api/order/${ordered.orderId}`)).status(), { timeout: 30_000 })
          .toBe(200);
        await ok(
          await seller.post(`/api/order/${ordered.orderId}/status`, {
            data: { status: 'shipped', fulfilment: 'CODE-E2E' },
          }),
        );
        await ok(await seller.post(`/api/order/${ordered.orderId}/status`, { data: { status: 'done' } }));
      } finally {
        await Promise.all([giverApi.dispose(), visitor.dispose(), seller.dispose()]);
      }
      expect(await finishCampaignNow(journey.campaignId)).toBe(1);

      let final: InvoiceDetail | undefined;
      await expect
        .poll(
          async () => {
            const page = await ok<{ items: InvoiceSummary[] }>(
              await admin.get('/api/invoice', { params: { campaignId: journey.campaignId, type: 'finalBilling' } }),
            );
            if (!page.items[0]) return null;
            final = await ok<InvoiceDetail>(await admin.get(`/api/invoice/${page.items[0].id}`));
            return final.status;
          },
          { message: 'the final billing issued at the end', timeout: 30_000 },
        )
        .toBe('paid');
      const line = (kind: string) => final!.lines.find((l) => l.kind === kind)?.amountRappen ?? 0;
      const credit = line('creditKept');
      // What was paid, less what was spent and the fees with their VAT, is the credit kept.
      expect(credit).toBe(-line('depositPaid') - line('spent') - line('feeGiver') - line('baseFeeGiver') - line('vat'));
      expect(credit).toBeGreaterThan(0);

      await loginAs(journey.giver, { language: lang });
      const payments = new PaymentsPage(page);
      await payments.goto();
      await expect(payments.budget('credit')).toContainText(chf(credit));
      const drawer = await payments.open(payments.campaignInvoiceRow(journey.name).first());
      await expect(drawer.getByTestId('invoice-lines')).toBeVisible();
    });

    test('the giver asks for its credit to be paid out to its IBAN', async ({ page, loginAs }) => {
      await loginAs(journey.giver, { language: lang });
      const payments = new PaymentsPage(page);
      await payments.goto();
      const credit = await ok<{ creditRappen: number }>(
        await admin.get(
          `/api/organization/${(await ok<{ currentOrganizationId: string }>(await page.request.get('/api/user/myuser'))).currentOrganizationId}/budget`,
        ),
      );
      // The confirmation writes the IBAN in groups of four, as people read it.
      await payments.requestPayout(credit.creditRappen, 'CH93 0076 2011 6238 5295 7');
      await expect(payments.payoutRequests().first().getByTestId('invoice-status')).toHaveAttribute(
        'data-status',
        'open',
      );
      await expect(payments.budget('credit')).toContainText(chf(0));
    });

    test('the seller sees its earnings, asks for them and is paid out', async ({ page, loginAs }) => {
      await loginAs(accounts.seller, { language: lang });
      const payments = new PaymentsPage(page);
      await payments.goto();
      const sellerOrg = (await ok<{ currentOrganizationId: string }>(await page.request.get('/api/user/myuser')))
        .currentOrganizationId;
      const budget = await ok<{ payableRappen: number; creditRappen: number }>(
        await admin.get(`/api/organization/${sellerOrg}/budget`),
      );
      expect(budget.payableRappen).toBeGreaterThan(0);
      await expect(payments.budget('payable')).toContainText(chf(budget.payableRappen));
      await payments.requestPayout(budget.payableRappen + budget.creditRappen, 'CH56 0483 5012 3456 7800 9');

      // The administrator pays the request out, once, with a reason.
      await loginAs(accounts.admin, { language: lang });
      await payments.goto(sellerOrg);
      const request = payments
        .payoutRequests()
        .filter({ has: page.locator('[data-status="open"]') })
        .first();
      await request.getByRole('button').first().click();
      const drawer = page.getByTestId('invoice-drawer');
      await invoiceAction(drawer, 'payoutDone', lang === 'de' ? 'Per E-Banking überwiesen' : 'Sent by e-banking');
      await expect(drawer.getByTestId('invoice-action-payoutDone')).toHaveCount(0);
      const mail = await new DevMailbox(page.request).latest('seller@cadeau.test', 'payoutDone');
      expect(mail.text).toContain('8009');
    });
  });
}

import { request as playwrightRequest, type Page } from '@playwright/test';
import { OrderPage, OrdersPage } from '../pages/OrdersPage';
import { accounts } from '../support/accounts';
import { apiAs, DEMO_SELLER, ok } from '../support/givers';
import { expect, test } from '../support/fixtures';
import { createRunningManualCampaign, type ManualCampaign } from '../support/manual-campaigns';
import { withoutLeadTime } from '../support/running-campaigns';
import { E2E_BASE_URL } from '../support/stack-config';
import { interpolate, ordersTexts, productsTexts, texts } from '../support/texts';

const PHONE = { width: 390, height: 844 };

/** A recipient orders the digital gift with the campaign's code of `email`, through the public API the page calls. */
async function orderDigitalGift(campaign: ManualCampaign, email: string): Promise<{ orderNumber: string }> {
  const giver = await apiAs(campaign.giver);
  const visitor = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    const recipients = await ok<{ items: { email: string; voucher: { code: string | null } | null }[] }>(
      await giver.get(`/api/campaign/${campaign.campaignId}/recipients`, { params: { page: 1, pageSize: 50 } }),
    );
    const code = recipients.items.find((r) => r.email === email)?.voucher?.code;
    expect(code, `the code of ${email}`).toBeTruthy();
    return await ok<{ orderNumber: string }>(
      await visitor.post(`/api/voucher/${code!.replace(/-/g, '')}/order`, {
        data: { productId: campaign.digital.id, email },
      }),
    );
  } finally {
    await giver.dispose();
    await visitor.dispose();
  }
}

/** The page scrolls only vertically: a wide table scrolls in its own box. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
}

/**
 * The orders screens beyond the physical gift of redemption.spec.ts (issue 12): a digital gift is shipped by its
 * seller with what the recipient receives, on a phone in dark mode and by keyboard only; the giver reads the
 * same order without any action, and the platform administrator finds it in the all-orders list with both
 * organisations. axe judges every page in that look (contrast included).
 */
test.describe.serial('(en) the order of a digital gift', () => {
  test.use({ viewport: PHONE, colorScheme: 'dark' });
  const ot = ordersTexts.en;
  let campaign: ManualCampaign;
  let orderNumber: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    campaign = await withoutLeadTime(() => createRunningManualCampaign('en', 'orders-digital', 1));
    ({ orderNumber } = await orderDigitalGift(campaign, campaign.recipients[0]!));
  });

  test('the seller ships it by keyboard with what the recipient receives', async ({ page, loginAs }) => {
    await loginAs(accounts.seller, { language: 'en' });
    const orders = new OrdersPage(page);
    // svc-catalog makes the order from the redemption event: it is listed moments after the redemption.
    await expect
      .poll(
        async () => {
          await orders.goto();
          await orders.search(orderNumber);
          return orders.row(orderNumber).count();
        },
        { message: `order ${orderNumber} in the seller's list`, timeout: 30_000 },
      )
      .toBe(1);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(orders.row(orderNumber)).toContainText(ot.status.placed);
    await expect(orders.row(orderNumber)).toContainText(productsTexts.en.type.digital);
    await expectNoSidewaysScroll(page);

    // Keyboard only: the order's link, then its one primary action, then the dialog's field and button.
    await orders.row(orderNumber).getByRole('link', { name: orderNumber, exact: true }).focus();
    await page.keyboard.press('Enter');
    const order = new OrderPage(page);
    await order.loaded();
    await expect(order.number).toHaveText(orderNumber);
    await expect(order.root.getByTestId('order-fulfilment')).toContainText(ot.detail.fulfilmentPending);
    await expect(
      order.root.getByRole('img', { name: interpolate(ot.detail.qrLabel, { number: orderNumber }) }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);

    await order.action('shipped').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: interpolate(ot.actions.shipTitle, { number: orderNumber }) });
    await expect(dialog).toBeVisible();
    // Shipping without the text is refused at the field, nothing is sent.
    await dialog.getByTestId('confirm-ship').focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(ot.actions.fulfilmentRequired);
    const fulfilment = `Cinema code CINE-${Date.now()}`;
    await dialog.getByLabel(ot.actions.fulfilment).focus();
    await page.keyboard.type(fulfilment);
    // From the field to the dialog's buttons: Cancel, then the shipment.
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: texts.en.common.cancel })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByTestId('confirm-ship')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(order.layout.successToast).toBeVisible();
    await expect(order.status).toHaveText(ot.status.shipped);
    await expect(order.root.getByTestId('order-fulfilment-text')).toHaveText(fulfilment);
    await expect(order.history('shipped')).toBeVisible();
    // Shipped: done is left, canceling no more.
    await expect(order.actions).toHaveCount(1);
    await expect(order.action('done')).toBeVisible();
    await order.loaded();
  });

  test('the giver reads it without actions, and the administrator finds it among all orders', async ({
    page,
    loginAs,
  }) => {
    await loginAs(campaign.giver, { language: 'en' });
    const orders = new OrdersPage(page);
    await orders.goto();
    await expect(orders.row(orderNumber)).toContainText(ot.status.shipped);
    const order = await orders.open(orderNumber);
    await expect(order.status).toHaveText(ot.status.shipped);
    await expect(order.actions).toHaveCount(0);
    await expect(order.root.getByTestId('order-read-only')).toContainText(ot.actions.readOnlyGiver);
    await expect(order.address).toHaveCount(0);
    // The giver sees that something was sent, not what: that is the recipient's.
    await expect(order.root.getByTestId('order-fulfilment-text')).toHaveCount(0);

    await loginAs(accounts.admin, { language: 'en' });
    await orders.goto();
    await expect(page.getByRole('heading', { level: 1, name: ot.allTitle })).toBeVisible();
    await orders.search(orderNumber);
    const row = orders.row(orderNumber);
    await expect(row).toContainText(DEMO_SELLER);
    await expect(row).toContainText(campaign.giver.organizationName);
    await expectNoSidewaysScroll(page);
  });
});

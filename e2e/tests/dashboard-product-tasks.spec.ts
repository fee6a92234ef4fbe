import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { DashboardPage } from '../pages/DashboardPage';
import { ProductListPage } from '../pages/ProductsPage';
import { accounts } from '../support/accounts';
import { loginRequest } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, unique, type NewAccount } from '../support/new-accounts';
import { E2E_BASE_URL } from '../support/stack-config';
import { campaignsTexts, interpolate, languages } from '../support/texts';

/** A real 1×1 PNG: the server sniffs the type from the bytes and re-encodes it into its variants. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** An API request context of its own, logged in as `account`. */
async function apiAs(account: Pick<NewAccount, 'email' | 'password'>): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await loginRequest(api, account);
  return api;
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()) as T;
}

/**
 * A new seller (approved by the administrator) releases a product for review, through the API: three uploaded
 * images, the default VAT category. Returns the product's id and names.
 */
async function releasedProduct(seller: NewAccount): Promise<{ id: string; name: { de: string; en: string } }> {
  const admin = await apiAs(accounts.admin);
  const api = await apiAs(seller);
  try {
    const me = await ok<{ currentOrganizationId: string }>(await api.get('/api/user/myuser'));
    await ok(
      await admin.put('/api/organization/status', {
        data: { organizationId: me.currentOrganizationId, status: 'approved', reason: 'E2E seller' },
      }),
    );
    const imageIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const upload = await api.post('/api/file/upload?name=pixel.png', {
        headers: { 'content-type': 'application/octet-stream' },
        data: PNG,
      });
      imageIds.push((await ok<{ id: string }>(upload, 201)).id);
    }
    const categories = await ok<{ id: string; isDefault: boolean }[]>(await api.get('/api/vat-category'));
    const name = { de: `Honig ${unique()}`, en: `Honey ${unique()}` };
    const product = await ok<{ id: string }>(
      await api.post('/api/product', {
        data: {
          type: 'physical',
          name,
          description: { de: 'Blütenhonig aus dem Jura.', en: 'Blossom honey from the Jura.' },
          imageIds,
          priceRappen: 1890,
          shippingRappen: 790,
          vatCategoryId: categories.find((c) => c.isDefault)!.id,
          weeklyAvailability: 5,
          deliveryDays: 3,
          warranty: 'Two years',
        },
      }),
      201,
    );
    await ok(await api.post(`/api/product/${product.id}/publish`, { data: {} }));
    return { id: product.id, name };
  } finally {
    await api.dispose();
    await admin.dispose();
  }
}

/**
 * Issue 10: a product released for review is a platform administrator's task. The dashboard counts them (the
 * server's total), names the newest first in the administrator's language with the seller, and opens the
 * product's review screen.
 */
test.describe("the administrator's dashboard", () => {
  for (const lang of languages) {
    test(`(${lang}) lists a product released for review among the tasks and opens its review`, async ({
      page,
      request,
      loginAs,
    }) => {
      const seller = await createOrganizationAdmin(request, {
        language: lang,
        confirmed: true,
        feature: 'seller',
        who: 'dashboard-seller',
      });
      const product = await releasedProduct(seller);

      await loginAs(accounts.admin, { language: lang });
      const pending = await page.request.get('/api/product/list?scope=all&status=pending&page=1&pageSize=1');
      const total = (await ok<{ total: number }>(pending)).total;
      const dashboard = new DashboardPage(page);
      await dashboard.goto();
      const t = campaignsTexts[lang].dashboard.tasks;
      await expect(dashboard.tasks.getByTestId('dashboard-pending-products-count')).toHaveText(
        interpolate(total === 1 ? t.pendingProducts_one : t.pendingProducts_other, { count: String(total) }),
      );
      // The longest waiting first (issue 20: GET /platform/tasks), each by name with its seller, linked to its review.
      const first = dashboard.tasks.getByTestId('dashboard-pending-product').first();
      await expect(first.getByRole('link')).toHaveAttribute('href', /^\/cockpit\/products\/[0-9a-f-]{36}$/);
      const queue = dashboard.tasks.getByRole('link', { name: t.showAllProducts });
      await expect(queue).toHaveAttribute('href', '/cockpit/products?status=pending');

      // The queue holds the one just released, with its seller; it opens its review screen.
      await queue.click();
      await expect(page).toHaveURL(/\/cockpit\/products\?status=pending$/);
      const products = new ProductListPage(page);
      await products.root.waitFor();
      await page.getByRole('searchbox').fill(product.name[lang]);
      await page.getByRole('searchbox').press('Enter');
      const row = products.row(product.name[lang]);
      await expect(row).toContainText(seller.organizationName);
      await row.getByRole('link', { name: product.name[lang] }).click();
      await expect(page).toHaveURL(new RegExp(`/cockpit/products/${product.id}$`));
      await expect(page.getByTestId('product-page')).toBeVisible();
    });
  }
});

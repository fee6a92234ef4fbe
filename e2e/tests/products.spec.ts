import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { linesOf, ProductDetailPage, ProductListPage, productTexts } from '../pages/ProductsPage';
import { accounts } from '../support/accounts';
import { loginRequest } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createOrganizationAdmin, unique } from '../support/new-accounts';
import { E2E_BASE_URL } from '../support/stack-config';
import { languages } from '../support/texts';

/** A real 1×1 PNG: the server sniffs the type from the bytes and re-encodes it into its variants. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const images = ['front', 'side', 'back'].map((n) => ({ name: `${n}.png`, mimeType: 'image/png', buffer: PNG }));

/** The platform administrator, through the API, in a request context of the test's own. */
async function adminApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  await loginRequest(api, accounts.admin);
  return api;
}

/**
 * The approved products of one seller as a giver sees them when picking products for a campaign (the catalog):
 * the demo giver's organisation, through the API, in a request context of the test's own (read only).
 */
async function giversCatalog(sellerOrganizationId: string): Promise<string[]> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
  try {
    await loginRequest(api, accounts.giver);
    const res = await api.get('/api/product/list', {
      params: { scope: 'catalog', organizationId: sellerOrganizationId, page: 1, pageSize: 50 },
    });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { items: { id: string }[] }).items.map((p) => p.id);
  } finally {
    await api.dispose();
  }
}

/**
 * Issue 10, tried as a new seller would: a seller organisation of the test's own (approved by the administrator)
 * creates a product with three images and publishes it; the administrator rejects it with a reason; the seller
 * reads the reason, corrects the price and publishes again; the administrator approves it; the seller makes a new
 * version, and the approved one stays on offer to givers (their catalog) until the new one is approved, which replaces
 * it there.
 */
test.describe('a seller offers a product through the review', () => {
  for (const lang of languages) {
    test(`(${lang}) created with three images, rejected with a reason, corrected, approved, followed by a new version`, async ({
      page,
      browser,
      request,
      loginAs,
    }) => {
      // Two people's screens, six reviews and uploads: more than one page's time.
      test.setTimeout(180_000);
      const t = productTexts(lang);
      const seller = await createOrganizationAdmin(request, { language: lang, confirmed: true, feature: 'seller' });
      const admin = await adminApi();
      let sellerOrganizationId: string;
      try {
        const me = await (async () => {
          const own = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL });
          try {
            await loginRequest(own, seller);
            return (await (await own.get('/api/user/myuser')).json()) as { currentOrganizationId: string };
          } finally {
            await own.dispose();
          }
        })();
        const approved = await admin.put('/api/organization/status', {
          data: { organizationId: me.currentOrganizationId, status: 'approved', reason: 'E2E seller' },
        });
        expect(approved.status(), await approved.text()).toBe(200);
        sellerOrganizationId = me.currentOrganizationId;
      } finally {
        await admin.dispose();
      }

      // The seller finds the products in the navigation and creates one with three images.
      await loginAs(seller, { language: lang });
      await page.goto('/cockpit/dashboard');
      const list = new ProductListPage(page);
      await expect(list.navLink()).toBeVisible();
      await list.navLink().click();
      await list.loaded();
      const name = { de: `Kaffee ${unique()}`, en: `Coffee ${unique()}` };
      const editor = await list.newProduct();
      // German beside English on a desktop (1280 px), one below the other on a phone.
      expect(await editor.textRows(t)).toEqual([
        [t.form.nameDe, t.form.nameEn],
        [t.form.descriptionDe, t.form.descriptionEn],
      ]);
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await editor.textRows(t)).toEqual([
        [t.form.nameDe],
        [t.form.nameEn],
        [t.form.descriptionDe],
        [t.form.descriptionEn],
      ]);
      await page.setViewportSize(desktop);
      await editor.fill(t, {
        nameDe: name.de,
        nameEn: name.en,
        descriptionDe: 'Frisch geröstete Bohnen aus dem Emmental.',
        descriptionEn: 'Freshly roasted beans from the Emmental.',
        price: '49.90',
        shipping: '7.90',
        warranty: lang === 'de' ? 'Zwei Jahre' : 'Two years',
      });
      await editor.addImages(images);
      // The VAT the price contains, at today's standard rate (8.1 %): 4990 × 810 / 10810 = 373.9 → CHF 3.74.
      await expect(editor.field(t.form.price)).toHaveAccessibleDescription(/CHF 3\.74/);
      const product = await editor.save();
      await product.expectStatus(t, 'draft');
      await product.action('publish').click();
      await product.expectStatus(t, 'pending');
      const firstId = product.id();

      // The administrator rejects it with a reason, in a browser of their own.
      const adminContext = await browser.newContext();
      try {
        const adminPage = await adminContext.newPage();
        await loginAs(accounts.admin, { language: lang, context: adminContext });
        const queue = new ProductListPage(adminPage);
        await adminPage.goto('/cockpit/products?status=pending');
        await queue.loaded();
        // The amount stays on one line in the administrators' list, with its seller column, at 1280 px.
        expect(await linesOf(await queue.cell(queue.row(name[lang]), t.list.price))).toBe(1);
        await queue.row(name[lang]).getByRole('link', { name: name[lang] }).click();
        const review = new ProductDetailPage(adminPage);
        await review.loaded();
        const reason = lang === 'de' ? 'Der Preis passt nicht zum Bild.' : 'The price does not match the picture.';
        await review.reject(t, reason);
        await review.expectStatus(t, 'rejected');

        // The seller reads the reason on the product, corrects the price and publishes again.
        await page.reload();
        await product.loaded();
        await expect(product.reason).toHaveText(reason);
        const correction = await product.edit();
        await correction.fill(t, { price: '59.90' });
        const corrected = await correction.save();
        await corrected.action('publish').click();
        await corrected.expectStatus(t, 'pending');

        // The administrator approves it.
        await adminPage.reload();
        await review.loaded();
        await review.approve();
        await review.expectStatus(t, 'approved');

        // A new version: the approved one stays on offer while the new one is a draft and under review.
        await page.reload();
        await corrected.loaded();
        const next = await corrected.newVersion();
        await next.fill(t, { price: '64.90' });
        const second = await next.save();
        expect(second.id()).not.toBe(firstId);
        await second.action('publish').click();
        await second.expectStatus(t, 'pending');
        // Givers still find the approved version in the catalog, not the one under review.
        expect(await giversCatalog(sellerOrganizationId)).toEqual([firstId]);

        // Approving the new version replaces the old one.
        await adminPage.goto(`/cockpit/products/${second.id()}`);
        await review.loaded();
        await review.approve();
        await review.expectStatus(t, 'approved');
        expect(await giversCatalog(sellerOrganizationId)).toEqual([second.id()]);
        await page.goto(`/cockpit/products/${firstId}`);
        await product.loaded();
        await product.expectStatus(t, 'replaced');
        await expect(page.getByTestId('product-version')).toHaveCount(2);
      } finally {
        await adminContext.close();
      }
    });
  }
});

import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { productsTexts, type Lang } from '../support/texts';

type ProductTexts = (typeof productsTexts)['en'];

/**
 * Runs axe once nothing is in mid-motion (a dialog zooming in, a colour transition): axe would judge colours no
 * one reads. Endless animations (a spinner) are no motion to wait for.
 */
async function checkWhenSettled(page: Page, what: string): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.effect?.getComputedTiming().iterations === Infinity),
  );
  await expectNoA11yViolations(page, what);
}

/** /cockpit/products (mfe-products): the product list, a seller's own or every product for administrators. */
export class ProductListPage {
  static readonly path = '/cockpit/products';
  readonly root: Locator;
  readonly table: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('products-page');
    this.table = page.getByTestId('products-table');
  }

  navLink(): Locator {
    return this.page.locator(`nav a[href="${ProductListPage.path}"]`);
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await checkWhenSettled(this.page, 'products');
  }

  row(name: string): Locator {
    return this.table.getByTestId('products-table-row').filter({ has: this.page.getByRole('link', { name }) });
  }

  /** The cell of a row under the column headed `title` (the header's position in the table). */
  async cell(row: Locator, title: string): Promise<Locator> {
    const titles = await this.table.getByRole('columnheader').allInnerTexts();
    // A sortable header's text ends with its sort arrows, on a line of their own.
    const index = titles.findIndex((h) => h.split('\n')[0].trim() === title);
    expect(index, `no column "${title}" in ${titles.join(', ')}`).toBeGreaterThanOrEqual(0);
    return row.getByRole('cell').nth(index);
  }

  async newProduct(): Promise<ProductEditorPage> {
    await this.page.getByTestId('new-product').click();
    const editor = new ProductEditorPage(this.page);
    await editor.loaded();
    return editor;
  }
}

/** What a seller fills in; amounts as typed in CHF. */
export interface ProductInput {
  nameDe: string;
  nameEn: string;
  descriptionDe: string;
  descriptionEn: string;
  price: string;
  shipping: string;
  warranty: string;
}

/** The product editor (new product, a draft or rejected version), found by the labels a person reads. */
export class ProductEditorPage {
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId('product-form');
  }

  async loaded(): Promise<void> {
    await this.form.waitFor();
    await checkWhenSettled(this.page, 'product editor');
  }

  field(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  async fill(t: ProductTexts, input: Partial<ProductInput>): Promise<void> {
    const labels: Record<keyof ProductInput, string> = {
      nameDe: t.form.nameDe,
      nameEn: t.form.nameEn,
      descriptionDe: t.form.descriptionDe,
      descriptionEn: t.form.descriptionEn,
      price: t.form.price,
      shipping: t.form.shipping,
      warranty: t.form.warranty,
    };
    for (const [key, value] of Object.entries(input) as [keyof ProductInput, string][])
      await this.field(labels[key]).fill(value);
  }

  /**
   * The four texts grouped into the rows they are laid out in (fields whose tops align share a row), each as
   * its label: German beside English on a desktop, one below the other on a phone.
   */
  async textRows(t: ProductTexts): Promise<string[][]> {
    const labels = [t.form.nameDe, t.form.nameEn, t.form.descriptionDe, t.form.descriptionEn];
    const rows = new Map<number, string[]>();
    for (const label of labels) {
      const box = await this.field(label).boundingBox();
      expect(box, `${label} is not laid out`).not.toBeNull();
      const top = Math.round(box!.y);
      rows.set(top, [...(rows.get(top) ?? []), label]);
    }
    return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  }

  images(): Locator {
    return this.form.getByTestId('image-item');
  }

  /** Chooses image files as a person does (several at once) and waits until each has uploaded. */
  async addImages(files: { name: string; mimeType: string; buffer: Buffer }[]): Promise<void> {
    const before = await this.images().count();
    await this.form.getByTestId('image-input').setInputFiles(files);
    await expect(this.images()).toHaveCount(before + files.length, { timeout: 20_000 });
    await expect(this.form.getByTestId('upload-progress')).toHaveCount(0);
  }

  async save(): Promise<ProductDetailPage> {
    await this.form.getByTestId('product-save').click();
    const detail = new ProductDetailPage(this.page);
    await detail.loaded();
    return detail;
  }
}

/** /cockpit/products/{id}: one version, its status, the reason of a rejection, the actions and the review. */
export class ProductDetailPage {
  readonly root: Locator;
  readonly status: Locator;
  readonly reason: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('product-page');
    this.status = page.getByTestId('product-status').first();
    this.reason = page.getByTestId('status-reason-text');
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await checkWhenSettled(this.page, 'product');
  }

  id(): string {
    return new URL(this.page.url()).pathname.split('/').pop()!;
  }

  action(name: string): Locator {
    return this.page.getByTestId(`action-${name}`);
  }

  async expectStatus(t: ProductTexts, status: keyof ProductTexts['status']): Promise<void> {
    await expect(this.status).toHaveAttribute('data-status', status);
    await expect(this.status).toHaveText(t.status[status]);
  }

  async edit(): Promise<ProductEditorPage> {
    await this.action('edit').click();
    const editor = new ProductEditorPage(this.page);
    await editor.loaded();
    return editor;
  }

  async newVersion(): Promise<ProductEditorPage> {
    await this.action('newVersion').click();
    const editor = new ProductEditorPage(this.page);
    await editor.loaded();
    return editor;
  }

  /** Approves (platform administrators): the button asks first, and the dialog's own button approves (issue 23). */
  async approve(): Promise<void> {
    await this.action('approve').click();
    const dialog = this.page.getByRole('dialog');
    await dialog.getByTestId('confirm-approve-ok').click();
    await expect(dialog).toBeHidden();
  }

  /** Rejects with a reason typed into the dialog (platform administrators). */
  async reject(t: ProductTexts, reason: string): Promise<void> {
    await this.action('reject').click();
    const dialog = this.page.getByRole('dialog');
    // Open once its reason field has the focus (ReasonDialog).
    await expect(dialog.getByLabel(t.review.reason)).toBeFocused();
    await dialog.getByLabel(t.review.reason).fill(reason);
    await checkWhenSettled(this.page, 'reject dialog');
    await dialog.getByTestId('confirm-reason').click();
    await expect(dialog).toBeHidden();
  }
}

/** How many lines a cell's text takes on the screen (an amount must take one). */
export async function linesOf(cell: Locator): Promise<number> {
  return cell.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** The text of the product page in `lang` (mfe-products' catalogue). */
export const productTexts = (lang: Lang): ProductTexts => productsTexts[lang];

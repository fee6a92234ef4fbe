import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { CockpitLayout } from './CockpitLayout';

export type OrderStatus = 'placed' | 'shipped' | 'done' | 'canceled';

/** /cockpit/orders (mfe-products): a seller's orders, a giver's of its campaigns, every order for administrators. */
export class OrdersPage {
  static readonly path = '/cockpit/orders';
  readonly root: Locator;
  readonly table: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('orders-page');
    this.table = page.getByTestId('orders-table');
    this.layout = new CockpitLayout(page);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${OrdersPage.path}${query}`);
    await this.loaded();
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'orders');
  }

  /** Searches the list as a person types into its search box (the order number, the product, …). */
  async search(text: string): Promise<void> {
    const box = this.page.getByTestId('orders-table-search');
    await box.getByRole('searchbox').fill(text);
    await box.getByRole('button').click();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** The row of the order numbered `number` (its number is the link to the order). */
  row(number: string): Locator {
    return this.table
      .getByTestId('orders-table-row')
      .filter({ has: this.page.getByRole('link', { name: number, exact: true }) });
  }

  async open(number: string): Promise<OrderPage> {
    await this.row(number).getByRole('link', { name: number, exact: true }).click();
    const order = new OrderPage(this.page);
    await order.loaded();
    return order;
  }
}

/** /cockpit/orders/{orderId}: the order's facts, recipient, history, QR code and the status actions. */
export class OrderPage {
  readonly root: Locator;
  readonly layout: CockpitLayout;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('order-page');
    this.layout = new CockpitLayout(page);
  }

  async loaded(): Promise<void> {
    await this.root.waitFor();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'order');
  }

  get number(): Locator {
    return this.root.getByTestId('order-number');
  }

  get status(): Locator {
    return this.root.getByTestId('order-status');
  }

  get address(): Locator {
    return this.root.getByTestId('order-address');
  }

  get city(): Locator {
    return this.root.getByTestId('order-city');
  }

  /** The button that sets `status` (only those the server allows the user now are shown). */
  action(status: Exclude<OrderStatus, 'placed'>): Locator {
    return this.root.getByTestId(`order-action-${status}`);
  }

  get actions(): Locator {
    return this.root.locator('[data-testid^="order-action-"]');
  }

  /** The step of the history for `status` (when it was reached). */
  history(status: OrderStatus): Locator {
    return this.root.getByTestId(`order-history-${status}`);
  }

  /**
   * Sets a physical order's next status by its button (the button named as the person reads it) and waits for its
   * confirmation and the page showing the new status; an earlier confirmation may still be on screen.
   */
  async mark(status: 'shipped' | 'done', t: { button: string; done: string; status: string }): Promise<void> {
    await expect(this.action(status)).toHaveText(t.button);
    await this.action(status).click();
    // Neither can be undone: the button asks first, the dialog's own button sets it (issue 23).
    await this.page.getByTestId('confirm-order-status-ok').click();
    await expect(this.layout.successToast.filter({ hasText: t.done })).toBeVisible();
    await expect(this.status).toHaveText(t.status);
    await expect(this.history(status)).toBeVisible();
  }
}

import { expect, type Locator, type Page } from '@playwright/test';

/** CHF with Swiss formatting as the payment screens write an amount: `CHF 1'234.50`. */
export const chf = (rappen: number) => {
  const francs = Math.floor(Math.abs(rappen) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, "'");
  return `${rappen < 0 ? '-' : ''}CHF ${francs}.${String(Math.abs(rappen) % 100).padStart(2, '0')}`;
};

/**
 * mfe-orgs' /cockpit/payments (issue 19): the organisation's budget (credit, a seller's earnings), its invoices with
 * their PDFs, an invoice's detail in a drawer, and the payout request. `/cockpit/payments/<organizationId>` is the
 * same page for platform administrators, with the actions on the invoices.
 */
export class PaymentsPage {
  constructor(readonly page: Page) {}

  async goto(organizationId?: string): Promise<void> {
    await this.page.goto(organizationId ? `/cockpit/payments/${organizationId}` : '/cockpit/payments');
    await expect(this.page.getByTestId('payments-page')).toBeVisible();
  }

  budget(key: 'credit' | 'payable' | 'pending' | 'open'): Locator {
    return this.page.getByTestId(`budget-${key}`);
  }

  invoiceRow(number: string): Locator {
    return this.page
      .getByTestId('payments-invoices')
      .getByTestId('invoices-table-row')
      .filter({ has: this.page.getByTestId('invoice-open').filter({ hasText: number }) });
  }

  /** The row of the organisation's newest invoice of a campaign (the list is newest first). */
  campaignInvoiceRow(campaignName: string): Locator {
    return this.page
      .getByTestId('payments-invoices')
      .getByTestId('invoices-table-row')
      .filter({ has: this.page.getByTestId('invoice-about').filter({ hasText: campaignName }) });
  }

  async expectInvoice(row: Locator, status: string, open: number): Promise<void> {
    await expect(row.getByTestId('invoice-status')).toHaveAttribute('data-status', status);
    await expect(row.getByTestId('invoice-open-amount')).toHaveText(chf(open));
  }

  /** Opens an invoice's detail (the drawer) from its row. */
  async open(row: Locator): Promise<Locator> {
    await row.getByTestId('invoice-open').click();
    const drawer = this.page.getByTestId('invoice-drawer');
    await expect(drawer.getByTestId('invoice-detail')).toBeVisible();
    return drawer;
  }

  /** Asks for everything available to be paid out, through the confirmation that names amount and IBAN. */
  async requestPayout(amount: number, iban: string): Promise<void> {
    await expect(this.page.getByTestId('payout-available')).toContainText(chf(amount));
    await this.page.getByTestId('payout-request').click();
    await expect(this.page.getByTestId('payout-confirm-text')).toContainText(chf(amount));
    await expect(this.page.getByTestId('payout-confirm-text')).toContainText(iban);
    const answered = this.page.waitForResponse(
      (r) => r.request().method() === 'POST' && /\/api\/organization\/[^/]+\/payout$/.test(r.url()),
    );
    await this.page.getByTestId('payout-confirm-ok').click();
    expect((await answered).status()).toBe(200);
  }

  payoutRequests(): Locator {
    return this.page.getByTestId('payout-requests-row');
  }
}

/** mfe-admin's /cockpit/bank-payments: a camt.054 file uploaded, its result, the payments it brought. */
export class BankPaymentsPage {
  constructor(readonly page: Page) {}

  async goto(): Promise<void> {
    await this.page.goto('/cockpit/bank-payments');
    await expect(this.page.getByTestId('bank-payments-page')).toBeVisible();
  }

  /** Uploads a bank file as a person picks it and answers the counts the page shows (booked, already known, …). */
  async upload(name: string, xml: string): Promise<Locator> {
    // The drop zone's file input (what a click on the zone opens, and what a dropped file fills).
    await this.page
      .getByTestId('payment-file-drop')
      .setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(xml) });
    const result = this.page.getByTestId('payment-file-result');
    await expect(result).toBeVisible({ timeout: 20_000 });
    return result;
  }
}

/** An invoice's administrator actions in its drawer: each asks for a reason in a dialog first. */
export async function invoiceAction(drawer: Locator, action: 'payoutDone' | 'recordPayment', reason: string) {
  const page = drawer.page();
  await drawer.getByTestId(`invoice-action-${action}`).click();
  const dialog = page.getByTestId(`invoice-dialog-${action}`);
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('reason-input').fill(reason);
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && /\/api\/invoice\/[^/]+\/status$/.test(r.url()),
  );
  await page.getByTestId('invoice-action-confirm').click();
  expect((await answered).status()).toBe(200);
}

import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessibleInFourLooks, expectNoA11yViolations } from '../support/a11y';
import { publicTexts, type Lang } from '../support/texts';

/** A Swiss delivery address as the recipient types it. */
export interface DeliveryAddress {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  email: string;
}

type Step = 'enterCode' | 'selectGift' | 'discover' | 'details' | 'enjoy';

/**
 * /campaign (mfe-public), the redemption page in its six steps. Fields and buttons are found by the labels and
 * names a person reads, in the page's language (mfe-public's texts, `publicTexts`), so the object follows what the
 * recipient sees; the steps by their test ids.
 */
export class RedemptionPage {
  static readonly path = '/campaign';
  readonly root: Locator;
  private readonly t: (typeof publicTexts)['en'];

  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {
    this.root = page.getByTestId('campaign-page');
    this.t = publicTexts[lang];
  }

  /** The card of the step the recipient is at. */
  step(step: Step): Locator {
    return this.root.getByTestId(`step-${step}`);
  }

  /** What the lookup of the code answered when it was refused (already used, expired, …). */
  get problem(): Locator {
    return this.root.getByTestId('voucher-problem');
  }

  /** "A gift from <giver>: <campaign>". */
  get campaignFrom(): Locator {
    return this.root.getByTestId('campaign-from');
  }

  /** The giver's greeting with the recipient's salutation. */
  get greeting(): Locator {
    return this.root.getByTestId('greeting');
  }

  /** The choice of one offered gift, by its name in the page's language. */
  offer(name: string): Locator {
    return this.root.getByRole('radio', { name: new RegExp(escapeRegExp(name)) });
  }

  /** Steps 3 and 4: the gift chosen and confirmed, which leads to the shipping details. */
  async chooseGift(name: string): Promise<void> {
    await expect(this.step('discover')).toBeVisible();
    await this.offer(name).check();
    await this.root.getByRole('button', { name: this.t.redeem.confirmChoice }).click();
    await expect(this.step('details')).toBeVisible();
    await expect(this.root.getByTestId('chosen-gift')).toContainText(name);
  }

  field(label: string): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The error line under the field labelled `label`. */
  fieldError(label: string): Locator {
    // The inner locator of `has` is queried inside each field, so it starts from the page, not from the root.
    return this.root
      .locator('.field')
      .filter({ has: this.page.getByLabel(label, { exact: true }) })
      .locator('.field-error');
  }

  /** Step 5: a Swiss address typed in, line by line. */
  async fillAddress(a: DeliveryAddress): Promise<void> {
    const l = this.t.address;
    await this.field(l.firstName).fill(a.firstName);
    await this.field(l.lastName).fill(a.lastName);
    await this.field(l.street).fill(a.street);
    await this.field(l.houseNumber).fill(a.houseNumber);
    await this.field(l.zip).fill(a.zip);
    await this.field(l.city).fill(a.city);
    await this.field(l.email).fill(a.email);
  }

  get zip(): Locator {
    return this.field(this.t.address.zip);
  }

  get zipError(): Locator {
    return this.fieldError(this.t.address.zip);
  }

  /** "Order gift": consumes the code once the details pass. */
  async placeOrder(): Promise<void> {
    await this.root.getByRole('button', { name: this.t.redeem.placeOrder }).click();
  }

  /** Step 6: the order number, shown and drawn as a QR code. */
  get orderNumber(): Locator {
    return this.step('enjoy').getByTestId('order-number');
  }

  /** The QR code of the order number (never of the gift code), named by the number. */
  get orderQr(): Locator {
    return this.step('enjoy').getByTestId('order-qr').getByRole('img');
  }

  /** A used code entered again (issue 23): the order it made, in place of the steps. */
  get usedOrder(): Locator {
    return this.step('enjoy').getByTestId('used-order');
  }

  get usedOrderStatus(): Locator {
    return this.usedOrder.getByTestId('used-order-status');
  }

  /** Where a recipient with a question about a used code's order gets help. */
  get usedOrderContact(): Locator {
    return this.usedOrder.getByRole('link', { name: this.t.redeem.usedContact });
  }

  get orderMailNote(): Locator {
    return this.step('enjoy').getByTestId('order-mail');
  }

  /** Thanks for the giver, sent from the confirmation (`PUT /voucher/{code}`). */
  async giveThanks(text: string): Promise<void> {
    await this.root.getByLabel(this.t.redeem.feedbackLabel).fill(text);
    await this.root.getByRole('button', { name: this.t.redeem.feedbackSubmit }).click();
    await expect(this.root.getByTestId('feedback-sent')).toHaveText(this.t.redeem.feedbackThanks);
  }

  async expectAccessible(what: string): Promise<void> {
    await expectNoA11yViolations(this.page, `redemption page, ${what}`);
  }

  /**
   * The step as it is now in its four looks (light and dark, desktop and phone; support/a11y.ts), then back at the
   * phone's size and the light look the flow runs in: the public page has styles of its own (mfe-public's redemption
   * CSS), which the sweep of accessibility.spec.ts sees only at its code step.
   */
  async expectAccessibleInFourLooks(what: string, phone: { width: number; height: number }): Promise<void> {
    await expectAccessibleInFourLooks(this.page, `redemption page, ${what}`);
    await this.page.setViewportSize(phone);
    await this.page.emulateMedia({ colorScheme: 'light' });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

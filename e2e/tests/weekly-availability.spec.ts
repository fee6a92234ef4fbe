import { expectAccessibleInFourLooks } from '../support/a11y';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { languages, productsTexts } from '../support/texts';

/** The demo seller's approved stoneware mug (svc-catalog's seed-products.ts), with its weekly capacity opened. */
const MUG = '/cockpit/products/7d1e0c3a-5b2f-4c6e-9a10-000000000001';

/**
 * Issue 10: the seller reads the weekly availability of an approved product on its page, twelve ISO weeks from
 * the current one, and pages to later and earlier weeks; the card passes axe in light and dark, on a desktop and
 * a phone, without sideways scrolling.
 */
test.describe('the weekly availability of a product', () => {
  for (const lang of languages) {
    test(`(${lang}) twelve weeks from this one, paged, in light and dark, on a desktop and a phone`, async ({
      page,
      loginAs,
    }) => {
      // axe in four looks and the paging: about 10 s on an idle machine, near the 30 s default on a busy one.
      test.setTimeout(60_000);
      const t = productsTexts[lang].availability;
      await loginAs(accounts.seller, { language: lang });
      await page.goto(MUG);
      const card = page.getByTestId('weekly-availability');
      await expect(card.getByRole('heading', { name: t.title })).toBeVisible();
      const rows = card.getByTestId('availability-week');
      await expect(rows).toHaveCount(12);
      await expect(rows.first()).toHaveAttribute('aria-current', 'date');
      await expect(rows.first()).toContainText(t.thisWeek);
      const firstLabel = (await rows.first().getByRole('rowheader').innerText()).split('\n')[0];
      expect(firstLabel).toMatch(lang === 'de' ? /^KW \d{1,2}$/ : /^Week \d{1,2}$/);

      await expectAccessibleInFourLooks(page, MUG);

      await card.getByRole('button', { name: t.later }).click();
      await expect(rows.first()).not.toHaveAttribute('aria-current', 'date');
      await expect(card.getByRole('button', { name: t.now })).toBeVisible();
      await card.getByRole('button', { name: t.earlier }).click();
      await expect(rows.first()).toHaveAttribute('aria-current', 'date');
      await expect(card.getByRole('button', { name: t.now })).toHaveCount(0);
      // The pointer leaves the pager: antd's hover colour of a default button in dark mode (3.78:1) is the
      // theme's, judged by the sweep of the shared buttons, not this card's.
      await page.mouse.move(0, 0);
    });
  }
});

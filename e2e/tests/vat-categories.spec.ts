import { AdminVatCategoriesPage, AdminVatCategoryPage } from '../pages/AdminVatCategoriesPage';
import { expectAccessibleInFourLooks } from '../support/a11y';
import { CockpitLayout } from '../pages/CockpitLayout';
import { accounts } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { adminTexts, languages, texts, type Lang } from '../support/texts';

/** The seeded standard rate (svc-catalog's seed: SEED_VAT_CATEGORY_IDS.normal) and its names. */
const NORMAL_ID = '6c0a7e51-3b1f-4a55-9d51-000000000001';
const normalName = { en: 'Standard rate', de: 'Normalsatz' } as const satisfies Record<Lang, string>;
const seededRates = [
  { rateBasisPoints: 770, validFrom: '2018-01-01' },
  { rateBasisPoints: 810, validFrom: '2024-01-01' },
];
/** A future day of each language's own, so the two runs never add the same rate. */
const futureDay = { en: '2091-07-01', de: '2092-07-01' } as const satisfies Record<Lang, string>;
const typed = { en: '8.5', de: '8,5' } as const satisfies Record<Lang, string>;

/**
 * Issue 10: the platform administrator opens the VAT categories from the navigation, adds a future rate to the
 * standard rate (typed in percent, stored as basis points), and cannot take away its last rate in force: the
 * message stands under the rates and nothing is stored. The category ends as the seed left it.
 */
test.describe('VAT categories', () => {
  for (const lang of languages) {
    test(`(${lang}) a future rate is added; the last rate in force cannot be removed`, async ({
      page,
      context,
      loginAs,
    }) => {
      const at = adminTexts[lang].vatCategories;
      const labels = { validFrom: at.validFrom, percent: at.percent };
      const layout = new CockpitLayout(page);
      const stored = async () => {
        const res = await context.request.get(`/api/vat-category/${NORMAL_ID}`);
        expect(res.status()).toBe(200);
        return (await res.json()) as { rates: typeof seededRates; rateInForce: (typeof seededRates)[number] };
      };
      await loginAs(accounts.admin, { language: lang });
      expect((await stored()).rates).toEqual(seededRates);

      await page.goto('/cockpit/dashboard');
      const list = new AdminVatCategoriesPage(page);
      await expect(list.navLink()).toHaveText(texts[lang].layout.nav.vatCategories);
      await list.navLink().click();
      await list.loaded();
      await expect(list.row(normalName[lang]).getByTestId('vat-rate-in-force')).toContainText(
        lang === 'de' ? '8,1 %' : '8.1 %',
      );

      // A future rate, typed as a person writes percent in the language.
      const editor = await list.open(normalName[lang]);
      await editor.addRate(futureDay[lang], typed[lang], labels);
      await editor.save();
      await expect(layout.successToast).toContainText(at.saved);
      await expect(editor.rate(futureDay[lang]).getByTestId('vat-rate-upcoming')).toHaveText(at.upcoming);
      const withFuture = await stored();
      expect(withFuture.rates).toEqual([...seededRates, { rateBasisPoints: 850, validFrom: futureDay[lang] }]);
      // A rate of the future changes nothing today.
      expect(withFuture.rateInForce).toEqual(seededRates[1]);

      // Both rates in force gone: only the future one would be left.
      await editor.removeRate('2018-01-01');
      await editor.removeRate('2024-01-01');
      await expect(editor.rateRows()).toHaveCount(1);
      await editor.save();
      await expect(editor.ratesError).toHaveText(texts[lang].error.vatCategory.atLeastOneRatePast);
      expect((await stored()).rates).toEqual(withFuture.rates);

      // Back to the seeded rates: drop the changes, remove the future rate, save.
      // Discarding asks first (issue 23).
      await page.getByTestId('vat-reset').click();
      await page.getByTestId('confirm-discard-ok').click();
      await expect(editor.rateRows()).toHaveCount(3);
      await expect(editor.ratesError).toBeHidden();
      await editor.removeRate(futureDay[lang]);
      await editor.save();
      await expect(editor.rateRows()).toHaveCount(2);
      await expect.poll(async () => (await stored()).rates).toEqual(seededRates);
    });
  }

  test('(de) the screens in light and dark, on a desktop and a phone, and the rates by keyboard', async ({
    page,
    loginAs,
  }) => {
    // Two pages in four looks each (axe eight times) and the keyboard walk: about 18 s on an idle machine, more
    // than Playwright's 30 s default when the machine is busy.
    test.setTimeout(90_000);
    const at = adminTexts.de.vatCategories;
    await loginAs(accounts.admin, { language: 'de' });
    for (const path of [AdminVatCategoriesPage.path, `${AdminVatCategoriesPage.path}/${NORMAL_ID}`]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
      await expectAccessibleInFourLooks(page, path);
    }

    // A rate added and filled in with the keyboard alone, then the changes dropped.
    const editor = new AdminVatCategoryPage(page);
    await page.getByTestId('vat-add-rate').focus();
    await page.keyboard.press('Enter');
    const added = editor.rateRows().last();
    await expect(added.getByLabel(at.validFrom)).toBeFocused();
    // The browser speaks en-US here, the page German: the day is typed and shown as German writes it (issue 23),
    // and kept as ISO.
    await page.keyboard.type('01.07.2093');
    await expect(added.getByLabel(at.validFrom)).toHaveValue('01.07.2093');
    // Tab takes the day and moves on to the field's own button that empties it, then to the percentage.
    await page.keyboard.press('Tab');
    await expect(added.getByRole('button', { name: 'Zurücksetzen' })).toBeFocused();
    await page.keyboard.press('Tab');
    const percent = added.getByLabel(at.percent);
    await expect(percent).toBeFocused();
    await expect(added).toHaveAttribute('data-valid-from', '2093-07-01');
    await page.keyboard.type('3,8');
    await expect(percent).toHaveValue('3,8');
    await page.getByTestId('vat-reset').focus();
    await page.keyboard.press('Enter');
    // The dialog asks first with the focus on Cancel (issue 23): Tab to "Discard changes", Enter.
    await expect(page.getByTestId('confirm-discard-cancel')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('confirm-discard-ok')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor.rateRows()).toHaveCount(2);
  });
});

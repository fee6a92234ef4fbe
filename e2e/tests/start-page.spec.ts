import { StartPage } from '../pages/StartPage';
import { expect, test } from '../support/fixtures';
import { languages, publicTexts } from '../support/texts';

/** A phone in dark mode: the copy must paint dark before any script ran (the inline colour-mode script). */
const PHONE = { width: 390, height: 844 };
const LOCALE = { de: 'de-CH', en: 'en-GB' } as const;

/**
 * Issue 12's LCP budget (ADR 0025): the gateway serves `/` with the start page already in the HTML, in the
 * visitor's language, and the shell swaps in the live page once it has mounted, keeping what was typed.
 */
for (const lang of languages) {
  test.describe(`(${lang}) the start page before and after its scripts`, () => {
    test.use({ viewport: PHONE, locale: LOCALE[lang], colorScheme: 'dark' });

    test('shows the page in the visitor language before any script, submits nothing natively, and keeps what was typed', async ({
      page,
    }) => {
      const start = new StartPage(page);
      const title = publicTexts[lang].start.title;
      await start.holdScripts();
      await start.openCopy();

      await expect(start.heading(start.copy)).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page).toHaveTitle(`${title} · Cadeau`);
      await expect(start.live).toHaveCount(0);

      // Typed before the scripts ran; Enter must not send the digits anywhere (no native GET with the code).
      await start.codeField(start.copy).click();
      await start.codeField(start.copy).pressSequentially('1234567');
      await start.codeField(start.copy).press('Enter');
      expect(new URL(page.url()).search).toBe('');

      start.releaseScripts();
      await expect(start.live).toBeVisible();
      await expect(start.copy).toHaveCount(0);
      await expect(start.heading(start.live)).toHaveText(title);
      await expect(start.codeField(start.live)).toHaveValue('1234-567');
      await expect(start.codeField(start.live)).toBeFocused();
    });
  });
}

test("the copy's switches work before the scripts ran: the colour mode at once, the language by a reload", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'en-GB', colorScheme: 'light', viewport: PHONE });
  const page = await context.newPage();
  const start = new StartPage(page);
  await start.holdScripts();
  await start.openCopy();
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);

  await start.toggle(start.copy, 'dark').click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(start.toggle(start.copy, 'dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(start.toggle(start.copy, 'system')).toHaveAttribute('aria-pressed', 'false');

  await start.toggle(start.copy, 'de').click();
  await expect(start.heading(start.copy)).toHaveText(publicTexts.de.start.title);
  await expect(html).toHaveAttribute('lang', 'de');
  await expect(html).toHaveClass(/\bdark\b/);
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('de');

  // The live page takes both choices over.
  start.releaseScripts();
  await expect(start.live).toBeVisible();
  await expect(start.heading(start.live)).toHaveText(publicTexts.de.start.title);
  await expect(start.toggle(page.locator('body'), 'dark')).toHaveAttribute('aria-pressed', 'true');
  await expect(start.toggle(page.locator('body'), 'de')).toHaveAttribute('aria-pressed', 'true');
  await expect(html).toHaveClass(/\bdark\b/);
  await context.close();
});

test('the locale cookie chooses the language of the copy over the browser language', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-CH' });
  const page = await context.newPage();
  await page.goto('/');
  await context.addCookies([{ name: 'locale', value: 'en', url: page.url() }]);
  const start = new StartPage(page);
  await start.holdScripts();
  await start.openCopy();
  await expect(start.heading(start.copy)).toHaveText(publicTexts.en.start.title);
  start.releaseScripts();
  await expect(start.heading(start.live)).toHaveText(publicTexts.en.start.title);
  await context.close();
});

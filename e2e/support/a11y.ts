import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/**
 * axe-core's default rule set (WCAG 2.0–2.2 A and AA plus best practices such as `region`) and one experimental
 * rule issue 9 names: a control's visible text is part of its accessible name (label-content-name-mismatch),
 * so a speech user can say what they see.
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } } as const;

/** One line per violation and node: the rule, what it found and where, readable in a failed test's output. */
export function describeViolations(results: Pick<AxeResults, 'violations' | 'url'>): string[] {
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact ?? 'n/a'}) at ${n.target.join(' ')}: ${n.failureSummary ?? v.help}`),
  );
}

/**
 * Waits until the page is settled enough to judge: the document has loaded, fonts are in (contrast depends on
 * the rendered text) and no region says it is busy (a micro-frontend still loading, a list fetching).
 */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // A dialog or message still animating in or out is half a state (a closing antd dialog loses its name before it
  // leaves the DOM): wait until every finite animation and transition has ended. Endless ones (spinners) are not
  // waited for; the sweep disables transitions itself.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 10_000 },
  );
}

/**
 * axe for `page`. A frame sandboxed without scripts (the mail designer's preview of issue 11 shows the giver's mail
 * HTML that way) cannot run axe inside, and @axe-core/playwright 4.13 then waits forever (its per-frame run never
 * answers and the next step hangs until the test's timeout). Such a page is judged in axe's single-run mode without
 * descending into frames: the frame element itself (its title) is still judged, its content, which is no cockpit
 * markup, is not.
 */
async function axeOf(page: Page): Promise<AxeBuilder> {
  const axe = new AxeBuilder({ page });
  const scriptless = await page.evaluate(
    () => document.querySelector('iframe[sandbox]:not([sandbox~="allow-scripts"])') !== null,
  );
  return scriptless
    ? axe.setLegacyMode().options({ rules: EXTRA_RULES, iframes: false })
    : axe.options({ rules: EXTRA_RULES });
}

/**
 * Runs axe on the page as it is now and fails with every violation listed (`soft`: the test goes on and fails at
 * its end, so a sweep over many pages reports all of them). Page objects call it once their page
 * has loaded, and the test fixture (support/fixtures.ts) calls it on every page a test leaves open, so the suite
 * checks every page it visits.
 */
export async function expectNoA11yViolations(page: Page, what = '', options: { soft?: boolean } = {}): Promise<void> {
  await settle(page);
  const results = await (await axeOf(page)).analyze();
  const label = `${what ? `${what}: ` : ''}${results.url}`;
  (options.soft ? expect.soft : expect)(describeViolations(results), `axe violations on ${label}`).toEqual([]);
}

/**
 * The page as it is now in its four looks: light and dark, on a desktop and a phone. Each is judged by axe and
 * must not scroll sideways (soft: every look is reported). Transitions are switched off first, so colours are
 * judged at their end state, not mid-fade. The page is left at the desktop size, in whatever colour mode was last.
 */
export async function expectAccessibleInFourLooks(page: Page, what: string): Promise<void> {
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      await expectNoA11yViolations(page, `${what}, ${colorScheme}, ${viewport.width} px`, { soft: true });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${what} scrolls sideways at ${viewport.width} px`).toBe(0);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

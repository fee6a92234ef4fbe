import { test as base, type BrowserContext } from '@playwright/test';
import type { Account } from './accounts';
import { expectNoA11yViolations } from './a11y';
import { loginByApi, loginRequest, setLanguage, type LoggedIn } from './api';
import type { Lang } from './texts';

export { expect } from '@playwright/test';

export interface LoginAsOptions {
  /** The language the account speaks for this test (on its profile, which the cockpit follows). */
  language?: Lang;
  /** Another browser context than the test's own. */
  context?: BrowserContext;
}

/**
 * `loginAs(account, { language })` logs a browser context in through the API and, if asked, gives the
 * account another language for the test. Seeded accounts are shared by the whole run, so after the test,
 * passed or failed, each gets its own language back, through a session of its own (the browser's may be
 * ended or impersonating someone by then).
 */
export const test = base.extend<{
  loginAs: (account: Account, options?: LoginAsOptions) => Promise<LoggedIn>;
  a11yCheck: void;
}>({
  // Playwright's `use` is called `provide` here: the React hooks lint rule takes any call of `use` for a hook.
  loginAs: async ({ context, playwright, baseURL }, provide) => {
    const restores: (() => Promise<void>)[] = [];
    await provide(async (account, options = {}) => {
      const target = options.context ?? context;
      const me = await loginByApi(target, account);
      if (!options.language || options.language === me.language) return me;
      await setLanguage(target.request, options.language);
      restores.push(async () => {
        const api = await playwright.request.newContext({ baseURL });
        try {
          await loginRequest(api, account);
          await setLanguage(api, me.language);
          await api.post('/api/auth/logout');
        } finally {
          await api.dispose();
        }
      });
      return { ...me, language: options.language };
    });
    for (const restore of restores.reverse()) await restore();
  },
  /**
   * Every test ends with axe on each page its browser context still has open (issue 9: the suite runs axe on every
   * page it visits; page objects check their page on load as well). A test that failed already is left alone: its
   * own failure is the one to read.
   */
  a11yCheck: [
    async ({ context }, provide, testInfo) => {
      await provide();
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const open of context.pages()) {
        if (!open.isClosed() && open.url() !== 'about:blank') await expectNoA11yViolations(open, 'end of test');
      }
    },
    { auto: true },
  ],
});

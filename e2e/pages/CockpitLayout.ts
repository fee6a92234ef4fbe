import type { Locator, Page } from '@playwright/test';
import { HeaderControls } from './header-controls';

/** The cockpit frame around every /cockpit page: navigation, user menu, header controls. */
export class CockpitLayout {
  readonly navigation: Locator;
  readonly userMenu: Locator;
  readonly header: HeaderControls;

  constructor(readonly page: Page) {
    this.navigation = page.locator('nav').filter({ has: page.locator('a[href="/cockpit/my-profile"]') });
    this.userMenu = page.getByTestId('user-menu');
    this.header = new HeaderControls(page);
  }

  /** Toasts of the shell's toaster. */
  get successToast(): Locator {
    return this.page.getByTestId('toaster').getByTestId('toast-success');
  }

  get errorToast(): Locator {
    return this.page.getByTestId('toaster').getByTestId('toast-error');
  }

  navLink(path: '/cockpit/dashboard' | '/cockpit/my-profile' | '/cockpit/my-settings'): Locator {
    return this.navigation.locator(`a[href="${path}"]`);
  }

  async logout(): Promise<void> {
    await this.userMenu.click();
    await this.page.getByTestId('logout').click();
  }
}

import type { Locator, Page } from '@playwright/test';
import type { Lang } from '../support/texts';

/** Language and colour-mode switches; both layouts (public and cockpit) have them in the header. */
export class HeaderControls {
  readonly languageSwitch: Locator;
  readonly colorModeSwitch: Locator;

  constructor(readonly page: Page) {
    this.languageSwitch = page.getByTestId('language-switch');
    this.colorModeSwitch = page.getByTestId('color-mode-switch');
  }

  language(lang: Lang): Locator {
    return this.languageSwitch.locator(`button[data-value="${lang}"]`);
  }

  async chooseLanguage(lang: Lang): Promise<void> {
    await this.language(lang).click();
  }

  colorMode(mode: 'light' | 'dark' | 'system'): Locator {
    return this.colorModeSwitch.locator(`button[data-value="${mode}"]`);
  }

  async chooseColorMode(mode: 'light' | 'dark' | 'system'): Promise<void> {
    await this.colorMode(mode).click();
  }

  /** The diagonal environment ribbon (not shown in production). */
  get environmentRibbon(): Locator {
    return this.page.getByTestId('env-ribbon');
  }
}

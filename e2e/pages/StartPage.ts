import type { Locator, Page, Route } from '@playwright/test';

/**
 * `/`, the public start page. Until the scripts have run, the page is the build-time copy the gateway serves
 * (ADR 0025, `#prerendered`); then the live page of mfe-public (`start-page`). `holdScripts` keeps the shell's
 * entry script back, to look at the copy the way a slow phone shows it.
 */
export class StartPage {
  static readonly path = '/';
  readonly live: Locator;
  readonly copy: Locator;
  private release: (() => void) | null = null;

  constructor(readonly page: Page) {
    this.live = page.getByTestId('start-page');
    this.copy = page.locator('#prerendered');
  }

  /** Delays the shell's entry script until `releaseScripts` (set up before `openCopy`). */
  async holdScripts(): Promise<void> {
    const gate = new Promise<void>((resolve) => (this.release = resolve));
    await this.page.route('**/main.*.js', async (route: Route) => {
      await gate;
      // A request of a page that reloaded meanwhile is gone: nothing left to continue.
      await route.continue().catch(() => undefined);
    });
  }

  releaseScripts(): void {
    this.release?.();
  }

  /** Opens `/` and waits for the copy only (the document's own markup, no script needed). */
  async openCopy(): Promise<void> {
    await this.page.goto(StartPage.path, { waitUntil: 'commit' });
    await this.copy.locator('form').waitFor();
  }

  /** The gift code field of the copy, or of the live page. */
  codeField(of: Locator): Locator {
    return of.locator('form input');
  }

  /** A switch of the header (`de`, `en`, `light`, `dark`, `system`) in the copy or the live page. */
  toggle(of: Locator, value: string): Locator {
    return of.locator(`button.toggle[data-value="${value}"]`);
  }

  heading(of: Locator): Locator {
    return of.getByRole('heading', { level: 1 });
  }
}

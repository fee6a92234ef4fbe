import { expect, type Locator, type Page } from '@playwright/test';
import { expectNoA11yViolations } from '../support/a11y';
import { campaignsTexts, type CampaignTexts, type Lang } from '../support/texts';
import { CampaignWorkspacePage } from './CampaignWorkspacePage';

/**
 * /cockpit/campaigns (mfe-campaigns): a giver's campaigns (every organisation's for platform administrators,
 * with "To review" as their queue), new campaign and new from template.
 */
export class CampaignListPage {
  static readonly path = '/cockpit/campaigns';
  readonly root: Locator;
  readonly table: Locator;
  readonly t: CampaignTexts;

  constructor(
    readonly page: Page,
    lang: Lang,
  ) {
    this.t = campaignsTexts[lang];
    this.root = page.getByTestId('campaigns-page');
    this.table = page.getByTestId('campaigns-table');
  }

  navLink(): Locator {
    return this.page.locator(`nav a[href="${CampaignListPage.path}"]`);
  }

  async goto(query = ''): Promise<void> {
    await this.page.goto(`${CampaignListPage.path}${query}`);
    await this.loaded();
  }

  /** The list has answered (no table busy) and passes axe. */
  async loaded(): Promise<void> {
    await this.root.waitFor();
    await expect(this.table).toBeVisible();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoA11yViolations(this.page, 'campaigns');
  }

  row(name: string): Locator {
    return this.table.getByTestId('campaigns-table-row').filter({ has: this.page.getByRole('link', { name }) });
  }

  /** Searches the list by name, as a person types into the search box and submits it. */
  async search(text: string): Promise<void> {
    const form = this.page.getByTestId('campaigns-table-search');
    await form.getByRole('searchbox').fill(text);
    await form.getByRole('button').click();
    await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
  }

  /** "New campaign": the dialog with name and type; the new draft opens in its workspace. */
  async create(name: string, type: 'automatic' | 'manual'): Promise<CampaignWorkspacePage> {
    await this.page.getByTestId('new-campaign').click();
    const dialog = this.page.getByRole('dialog', { name: this.t.create.title });
    await dialog.getByLabel(this.t.create.name).fill(name);
    await dialog.getByRole('radio', { name: this.t.type[type] }).check();
    await expectNoA11yViolations(this.page, 'new campaign dialog');
    await dialog.getByTestId('create-campaign').click();
    await expect(dialog).toBeHidden();
    await expect(this.page).toHaveURL(/\/cockpit\/campaigns\/[0-9a-f-]{36}$/);
    const workspace = new CampaignWorkspacePage(this.page, this.t);
    await workspace.loaded();
    return workspace;
  }

  /** Opens a campaign of the list by its name. */
  async open(name: string): Promise<CampaignWorkspacePage> {
    await this.row(name).getByRole('link', { name }).click();
    const workspace = new CampaignWorkspacePage(this.page, this.t);
    await workspace.loaded();
    return workspace;
  }
}

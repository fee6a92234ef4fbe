import { campaignSections, type CampaignSection } from '@cadeau/contracts/values';

/** The workspace's sections in page order (spec section 2); each is an anchor `campaign-section-<name>`. The invoice
 * address is completed on the organisation's page, not here. */
export const workspaceSections = campaignSections.filter(
  (s): s is Exclude<CampaignSection, 'invoiceAddress'> => s !== 'invoiceAddress',
);

export const sectionAnchor = (section: string) => `campaign-section-${section}`;

/** Where the invoice address is completed (mfe-orgs' organisation page), for that release blocker. */
export const INVOICE_ADDRESS_PATH = '/cockpit/my-organization';

/**
 * Brings a section into view and puts the focus on its heading, so a keyboard or screen reader continues
 * there (a link to `#anchor` alone would move the view but, in a single-page app, not reliably the focus).
 */
export function goToSection(section: string): void {
  const target = document.getElementById(sectionAnchor(section));
  if (!target) return;
  target.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  const heading = target.querySelector<HTMLElement>('h2, h3') ?? target;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

import { act, screen } from '@testing-library/react';
import type { AuditEntry } from '@cadeau/contracts';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { idOf, PRODUCT_ID, renderPage } from '../test/render';
import { AuditList } from './AuditList';

const entry = (n: number, over: Partial<AuditEntry>): AuditEntry => ({
  id: idOf(600 + n),
  action: 'update',
  entity: 'product',
  entityId: PRODUCT_ID,
  organizationId: null,
  user: { id: idOf(700), name: 'Sam Seller', email: 'seller@cadeau.test' },
  value: {},
  ip: null,
  createdAt: '2026-11-21T09:05:00.000Z',
  ...over,
});

/** What svc-catalog records (db/product-changes.ts): a copy, a saved draft, a review, a new version, a replacement. */
const entries = [
  entry(1, { action: 'insert', value: { type: 'physical', name: {}, priceRappen: 100, templateOf: idOf(9) } }),
  entry(2, { value: { description: {}, shippingRappen: {}, weeklyAvailability: {}, imageIds: {}, videoId: {} } }),
  entry(3, { value: { status: { from: 'pending', to: 'rejected' }, reason: 'Blurry images.' } }),
  entry(4, { action: 'insert', value: { versionOf: idOf(8), version: 2 } }),
  entry(5, { value: { status: { from: 'approved', to: 'replaced' }, replacedBy: idOf(10) }, user: null }),
  entry(6, { value: { deliveryDays: {}, someFutureField: {} } }),
];

describe("a product's history", () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ 'GET /api/audit': { status: 200, body: { items: entries, page: 1, pageSize: 50, total: 6 } } });
  });
  afterEach(() => api.restore());

  it('names every field svc-catalog records in words, in en and de, never as its key (issue 23)', async () => {
    renderPage(<AuditList productId={PRODUCT_ID} />, { path: '/', url: '/' });
    const texts = async () =>
      (await screen.findAllByTestId('audit-entry')).map((li) => li.textContent?.replace(/^.*?: /, ''));
    expect(await texts()).toEqual([
      'Created (Type, Name, Price (incl. VAT), Copied from another product) by Sam Seller',
      'Changed (Description, Shipping (incl. VAT), Units per week, Images, Video) by Sam Seller',
      'Changed (Status: In review → Rejected, Reason) by Sam Seller',
      'Created (New version of an approved product, Version) by Sam Seller',
      'Changed (Status: Approved → Replaced, Replaced by its new version) by the system',
      'Changed (Delivery time, Other details) by Sam Seller',
    ]);
    // No key of the service's (camelCase) reaches the screen.
    for (const text of await texts()) expect(text).not.toMatch(/\b[a-z]+[A-Z]\w*/);

    await act(() => i18n.changeLanguage('de'));
    expect((await texts())[0]).toBe(
      'Angelegt (Art, Name, Preis (inkl. MWST), Aus einem anderen Produkt kopiert) von Sam Seller',
    );
    expect((await texts())[2]).toBe('Geändert (Status: In Prüfung → Abgelehnt, Begründung) von Sam Seller');
    expect((await texts())[5]).toBe('Geändert (Lieferzeit, Weitere Angaben) von Sam Seller');
  });
});

import { registerTexts } from '../i18n/register';

// The app's texts, as its Root registers them before the first render.
registerTexts();

export { renderPage } from '@cadeau/ui/testing/render-page';

export const ORG_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0100';
export function anOrganization(overrides: Record<string, unknown> = {}) {
  return {
    id: ORG_ID,
    name: 'Pending Shop',
    companyName: 'Pending Shop AG',
    uid: 'CHE-123.456.789',
    vatNumber: null,
    legalForm: 'AG',
    address: { street: 'Bahnhofstrasse', houseNumber: '1', zip: '8001', city: 'Zürich', canton: 'ZH', country: 'ch' },
    iban: null,
    status: 'pending' as string,
    statusReason: null as string | null,
    statusChangedAt: null,
    features: ['seller'],
    readOnlyFields: [],
    registerSyncedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

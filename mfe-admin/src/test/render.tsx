import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { registerTexts } from '../i18n/register';

registerTexts();

/** Renders a page the way Root does (providers, router) at a URL matching its route pattern. */
export function renderPage(page: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <AppProviders antd={antdKit}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

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

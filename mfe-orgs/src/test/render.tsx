import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { aUser } from '@cadeau/ui/testing';
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

export const ME = aUser();
export const ORG_ID = ME.currentOrganizationId as string;
export const COLLEAGUE_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0010';
/** A plain member (role user) of the same organisation. */
export const aMember = () => aUser({ organizations: [{ id: ORG_ID, name: 'Giver AG', status: 'approved', roles: ['user'], features: ['giver'] }] });

export function member(id: string, firstName: string, roles: string[]) {
  return { userId: id, firstName, lastName: 'Giver', email: `${firstName.toLowerCase()}@cadeau.test`, roles, blocked: false, joinedAt: '2026-11-20T10:00:00.000Z' };
}

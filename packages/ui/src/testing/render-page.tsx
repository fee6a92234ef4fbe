// Test helper only (never imported by production code; eslint refuses it outside tests): its own subpath, so
// tests that only stub fetch do not load antd and the router.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';

/**
 * Renders a cockpit page the way `CockpitRoot` does (providers, router) at a URL matching its route pattern;
 * `otherRoutes` are the pages it may navigate to.
 */
export function renderPage(page: ReactElement, { path, url, otherRoutes = {} }: { path: string; url: string; otherRoutes?: Record<string, ReactElement> }) {
  return render(
    <AppProviders antd={antdKit}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(otherRoutes).map(([otherPath, element]) => (
            <Route key={otherPath} path={otherPath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

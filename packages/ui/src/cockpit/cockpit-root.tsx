import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { PageSkeleton } from './page-skeleton';

/**
 * The React root of a cockpit micro-frontend: shared providers with the app's own antd theme, a declarative
 * BrowserRouter (not a data router: single-spa replays every pushState as popstate, which a data router would
 * answer by running its loaders twice, DESIGN section 6) and one route per path. Pass lazily loaded pages so
 * each page is its own chunk; the page skeleton shows while one downloads.
 */
export function CockpitRoot({ routes }: { routes: Record<string, ComponentType> }) {
  return (
    <AppProviders antd={antdKit}>
      <BrowserRouter>
        <Suspense fallback={<PageSkeleton />}>
          <Routes>
            {Object.entries(routes).map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </AppProviders>
  );
}

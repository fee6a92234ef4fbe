import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import Spin from 'antd/es/spin';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';

/**
 * The React root of a cockpit micro-frontend: shared providers with the app's own antd theme, a declarative
 * BrowserRouter (not a data router: single-spa replays every pushState as popstate, which a data router would
 * answer by running its loaders twice, DESIGN section 6) and one route per path. Pass lazily loaded pages so
 * each page is its own chunk; the spinner shows while one downloads.
 */
export function CockpitRoot({ routes }: { routes: Record<string, ComponentType> }) {
  return (
    <AppProviders antd={antdKit}>
      <BrowserRouter>
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
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

import { BrowserRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { LoginPage } from './pages/LoginPage';

/**
 * mfe-public's React root. Declarative BrowserRouter (not a data router): single-spa replays every
 * pushState as popstate, which a data router would answer by running its loaders twice (DESIGN section 6).
 */
export function Root() {
  return (
    <AppProviders antd={antdKit}>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </BrowserRouter>
    </AppProviders>
  );
}

import { BrowserRouter, Route, Routes } from 'react-router';
import { SharedProviders } from '@cadeau/ui/theme';
import { LoginPage } from './pages/LoginPage';

/**
 * mfe-public's React root. Declarative BrowserRouter (not a data router): single-spa replays every
 * pushState as popstate, which a data router would answer by running its loaders twice (DESIGN section 6).
 * /login needs no antd (see LoginPage); a later page that does wraps itself in `AntdTheme` with
 * `@cadeau/ui/antd`, loaded lazily with that page so /login stays small.
 */
export function Root() {
  return (
    <SharedProviders>
      <BrowserRouter>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </BrowserRouter>
    </SharedProviders>
  );
}

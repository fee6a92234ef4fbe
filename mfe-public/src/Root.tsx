import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SharedProviders } from '@cadeau/ui/theme';
import { LoginPage } from './pages/LoginPage';
import StartPage from './pages/StartPage';
import { registerTexts } from './i18n';

// mfe-public's texts join the shared i18next instance as soon as the app's code runs, before its first render.
registerTexts();

/**
 * Every page but /login and the start page / is its own lazily loaded chunk (spec section 2: pages load lazily),
 * so the pages people load first carry none of their weight (bench goals: /login 250 KiB gzip, / 200 KiB). The
 * start page is eager because a chunk of its own would add a round trip before its Largest Contentful Paint
 * (goal 1.8 s on a phone); it costs /login about 2.5 KiB gzip.
 */
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  // Issue 12: the redemption page and the campaign mails' unsubscribe (the start page `/` is eager, see below).
  '/campaign': lazy(() => import(/* webpackChunkName: "page-campaign" */ './pages/CampaignPage')),
  '/unsubscribe': lazy(() => import(/* webpackChunkName: "page-unsubscribe" */ './pages/UnsubscribePage')),
  '/registration': lazy(() => import(/* webpackChunkName: "page-registration" */ './pages/RegistrationPage')),
  '/invitation': lazy(() => import(/* webpackChunkName: "page-invitation" */ './pages/InvitationPage')),
  '/confirm-email': lazy(() => import(/* webpackChunkName: "page-confirm-email" */ './pages/ConfirmEmailPage')),
  '/forgot-password': lazy(() => import(/* webpackChunkName: "page-forgot-password" */ './pages/ForgotPasswordPage')),
  '/reset-password': lazy(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage')),
  '/email-change': lazy(() => import(/* webpackChunkName: "page-email-change" */ './pages/EmailChangePage')),
  '/register-organization': lazy(
    () => import(/* webpackChunkName: "page-register-organization" */ './pages/OrganizationRegistrationPage'),
  ),
  '/contact': lazy(() => import(/* webpackChunkName: "page-contact" */ './pages/ContactPage')),
  '/connect': lazy(() => import(/* webpackChunkName: "page-connect" */ './pages/ConnectPage')),
};
const LegalPage = lazy(() => import(/* webpackChunkName: "page-legal" */ './pages/legal/LegalPage'));

/** The paths mfe-public serves; shell/src/routes.ts lists the same (routes.test.ts there keeps them in step). */
export const publicPaths = ['/', '/login', ...Object.keys(pages), '/imprint', '/privacy', '/tos'] as const;

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

/** mfe-public's routes, without the router (tests render them in a MemoryRouter). */
export function PublicRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<StartPage />} />
        <Route path="/login" element={<LoginPage />} />
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="/imprint" element={<LegalPage name="imprint" />} />
        <Route path="/privacy" element={<LegalPage name="privacy" />} />
        <Route path="/tos" element={<LegalPage name="tos" />} />
      </Routes>
    </Suspense>
  );
}

/**
 * mfe-public's React root. Declarative BrowserRouter (not a data router): single-spa replays every
 * pushState as popstate, which a data router would answer by running its loaders twice (DESIGN section 6).
 * The pages use the shell's light form kit; a page that needs antd wraps itself in `AntdTheme` with
 * `@cadeau/ui/antd` inside its own lazy chunk, so /login stays small.
 */
export function Root() {
  return (
    <SharedProviders>
      <BrowserRouter>
        <PublicRoutes />
      </BrowserRouter>
    </SharedProviders>
  );
}

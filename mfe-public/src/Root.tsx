import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Switch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { SharedProviders } from '@cadeau/ui/theme';
import StartPage from './pages/StartPage';

/**
 * Every page but the start page / is its own lazily loaded chunk (spec section 2: pages load lazily), so the
 * pages people load first carry none of the others' weight (bench goals: / and /campaign 200 KiB gzip, /login
 * 250 KiB). The start page is eager: the build-time pre-render shows its markup until the live page has mounted
 * (prerender.tsx), which a Suspense fallback would replace by a spinner; it costs /login about 2.5 KiB gzip.
 * /login was eager too until the public page's budget (issue 12): it cost / and /campaign about 1.5 KiB gzip.
 */
const pages: Record<string, LazyExoticComponent<ComponentType>> = {
  '/login': lazy(() =>
    import(/* webpackChunkName: "page-login" */ './pages/LoginPage').then((m) => ({ default: m.LoginPage })),
  ),
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
export const publicPaths = ['/', ...Object.keys(pages), '/imprint', '/privacy', '/tos'] as const;

/** While a page's chunk loads. Busy, as every loading state here says, so nobody judges the page half there (axe in e2e). */
function Loading() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      {t('common.loading')}
    </div>
  );
}

/**
 * mfe-public's routes. wouter's default router reads the browser's location (the History API, which single-spa
 * patches as well), so no router element is needed around them; the build-time pre-render wraps them in a
 * `<Router ssrPath>` (prerender.tsx). wouter, not react-router: ADR 0026 (the public page's 200 KiB budget).
 */
export function PublicRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Switch>
        <Route path="/">
          <StartPage />
        </Route>
        {Object.entries(pages).map(([path, Page]) => (
          <Route key={path} path={path}>
            <Page />
          </Route>
        ))}
        <Route path="/imprint">
          <LegalPage name="imprint" />
        </Route>
        <Route path="/privacy">
          <LegalPage name="privacy" />
        </Route>
        <Route path="/tos">
          <LegalPage name="tos" />
        </Route>
      </Switch>
    </Suspense>
  );
}

/**
 * mfe-public's React root. The router follows the History API (pushState, replaceState, popstate), so links of
 * the shell, `@cadeau/ui/navigation` and single-spa's replayed popstate all move it; there are no loaders that
 * such a replay could run twice (DESIGN section 6). The pages use the shell's light form kit; a page that needs antd wraps itself in `AntdTheme` with
 * `@cadeau/ui/antd` inside its own lazy chunk, so /login stays small.
 */
export function Root() {
  return (
    <SharedProviders>
      <PublicRoutes />
    </SharedProviders>
  );
}

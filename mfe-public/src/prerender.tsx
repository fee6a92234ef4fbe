import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { i18n, loadLanguage, type Language } from '@cadeau/ui/i18n';
import { registerTexts } from './i18n';
import { PublicRoutes } from './Root';

/** The path whose markup is rendered at build time (issue 12: the start page's LCP budget). */
export const PRERENDERED_PATH = '/';

/**
 * The start page as the app renders it at `/`, for the shell's build-time pre-render (shell/scripts/prerender.tsx,
 * ADR 0025), with its document title. The shared i18n instance must already be in `lang`; mfe-public's texts are
 * added here. The element is rendered to static markup inside the shell's public layout, and the browser shows it
 * until the live app has mounted: the start page must therefore stay in the app's eager chunk (no Suspense
 * fallback at `/`), or the swap would show the fallback.
 */
export async function startPageElement(lang: Language): Promise<{ element: ReactElement; title: string }> {
  // mfe-public's texts are a chunk per language (i18n/index.ts): those of `lang` are awaited here.
  await registerTexts();
  await loadLanguage(lang);
  return {
    element: (
      <Router ssrPath={PRERENDERED_PATH}>
        <PublicRoutes />
      </Router>
    ),
    title: i18n.t('public.start.title', { lng: lang }),
  };
}

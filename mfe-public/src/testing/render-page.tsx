import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { SharedProviders } from '@cadeau/ui/theme';
import { toasts } from '@cadeau/ui/toast';
import { registerTexts } from '../i18n';
import { PublicRoutes } from '../Root';

// mfe-public's catalogue joins the shared instance now, so the jest setup's loadLanguage of both languages (before
// the tests run) loads its texts too, as the app's bootstrap and a switch do in the browser.
void registerTexts();

/** No artificial delay between keystrokes: keeps the tests fast. */
export const userEvent = userEventLib.setup({ delay: null });

/**
 * Renders mfe-public's routes at `path` (lazy pages included) in a fresh state. The routes follow jsdom's own
 * History API as they follow the browser's, so the start page's history state, `?token=` and the pages' moves to
 * /login or /cockpit are the real ones (`window.location` and `window.history.state` show them).
 */
export function renderPage(path: string) {
  window.history.replaceState(null, '', path);
  return render(
    <SharedProviders>
      <PublicRoutes />
    </SharedProviders>,
  );
}

/** A fresh page state: English, empty cache and toasts. */
export async function resetPageState(lang: 'en' | 'de' = 'en') {
  await i18n.changeLanguage(lang);
  queryClient.clear();
  toasts.clear();
}

/** The summary of the only error toast. */
export function errorToast(): string | undefined {
  const errors = toasts.list().filter((t) => t.severity === 'error');
  return errors.length === 1 ? errors[0].summary : undefined;
}

export const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);
export { screen };

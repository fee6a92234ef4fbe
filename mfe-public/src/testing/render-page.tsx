import { render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { SharedProviders } from '@cadeau/ui/theme';
import { toasts } from '@cadeau/ui/toast';
import { PublicRoutes } from '../Root';

/** No artificial delay between keystrokes: keeps the tests fast. */
export const userEvent = userEventLib.setup({ delay: null });

/** Renders mfe-public's routes at `path` (lazy pages included) in a fresh state. */
export function renderPage(path: string) {
  return render(
    <SharedProviders>
      <MemoryRouter initialEntries={[path]}>
        <PublicRoutes />
      </MemoryRouter>
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

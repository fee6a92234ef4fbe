import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import type { Locale } from 'antd/es/locale';
import { queryClient } from '@cadeau/ui/api';
import { currentLanguage, i18n, type Language } from '@cadeau/ui/i18n';
import { useColorMode } from './color-mode';
import { brandTokens } from './tokens';

/**
 * The pieces of antd an app hands in. antd is not a shared module (DESIGN section 6): each app bundles and
 * tree-shakes its own copy, so the providers must be that app's own, or its components would be styled
 * through another copy's context and silently ignore the theme. `@cadeau/ui/antd` builds this per app.
 */
export interface AntdKit {
  ConfigProvider: ComponentType<{ theme?: ThemeConfig; locale?: Locale; children?: ReactNode }>;
  App: ComponentType<{ children?: ReactNode; className?: string; style?: React.CSSProperties }>;
  algorithms: { light: NonNullable<ThemeConfig['algorithm']>; dark: NonNullable<ThemeConfig['algorithm']> };
  locales: Record<Language, Locale>;
}

function subscribeLanguage(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/**
 * Wraps every React root of the page (the shell's and each micro-frontend's) in the shared query client and
 * i18n instance plus the app's own antd theme: a change of colour mode or language re-renders every root.
 */
export function AppProviders({ antd, children }: { antd: AntdKit; children: ReactNode }) {
  const { dark } = useColorMode();
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const { ConfigProvider, App } = antd;
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider theme={{ algorithm: dark ? antd.algorithms.dark : antd.algorithms.light, token: brandTokens }} locale={antd.locales[lang]}>
          <App style={{ minHeight: '100%' }}>{children}</App>
        </ConfigProvider>
      </I18nextProvider>
    </QueryClientProvider>
  );
}

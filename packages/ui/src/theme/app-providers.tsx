import { useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { ThemeConfig } from 'antd/es/config-provider/context';
import type { Locale } from 'antd/es/locale';
import type { GlobalToken } from 'antd/es/theme/interface';
import { queryClient } from '@cadeau/ui/api';
import { currentLanguage, i18n, type Language } from '@cadeau/ui/i18n';
import { useColorMode } from './color-mode';
import { useReducedMotion } from './reduced-motion';
import { themeTokens } from './tokens';

/**
 * The pieces of antd an app hands in (`@cadeau/ui/antd` builds them), so that this shared module never imports
 * antd itself: the public pages use it too, and /login downloads no antd. There is one antd on the page, provided
 * by the shell per component (ADR 0004), so every app's kit holds that same ConfigProvider and its components
 * follow the theme whichever app renders them.
 * antd's `App` component is left out on purpose: it pulls message, notification and modal (~50 KB gzip per
 * app) for its context API, which Cadeau does not use (toasts go through the shared toast bus).
 */
export interface AntdKit {
  ConfigProvider: ComponentType<{ theme?: ThemeConfig; locale?: Locale; children?: ReactNode }>;
  useToken: () => { token: GlobalToken };
  algorithms: { light: NonNullable<ThemeConfig['algorithm']>; dark: NonNullable<ThemeConfig['algorithm']> };
  locales: Record<Language, Locale>;
}

function subscribeLanguage(listener: () => void) {
  i18n.on('languageChanged', listener);
  return () => i18n.off('languageChanged', listener);
}

/** What antd's App would give plain text: the theme's text colour and font (dark mode included). */
function TextBase({ useToken, children }: { useToken: AntdKit['useToken']; children: ReactNode }) {
  const { token } = useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

/** The shared query client and i18n instance: what every React root of the page needs, antd or not. */
export function SharedProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
}

/**
 * An app's own antd theme: green primary, dark algorithm in dark mode with the contrast fixes of `themeTokens`,
 * no motion when the system asks for less (`prefers-reduced-motion`), de/en antd texts; follows all three live.
 */
export function AntdTheme({ antd, children }: { antd: AntdKit; children: ReactNode }) {
  const { dark } = useColorMode();
  const reducedMotion = useReducedMotion();
  const lang = useSyncExternalStore(subscribeLanguage, currentLanguage, currentLanguage);
  const { ConfigProvider } = antd;
  const tokens = themeTokens(dark);
  return (
    <ConfigProvider
      theme={{
        algorithm: dark ? antd.algorithms.dark : antd.algorithms.light,
        ...tokens,
        token: { ...tokens.token, motion: !reducedMotion },
      }}
      locale={antd.locales[lang]}
    >
      <TextBase useToken={antd.useToken}>{children}</TextBase>
    </ConfigProvider>
  );
}

/**
 * Wraps a React root (each micro-frontend's, and the antd parts of the shell) in the shared query client and
 * i18n instance plus the app's own antd theme: a change of colour mode or language re-renders every root.
 */
export function AppProviders({ antd, children }: { antd: AntdKit; children: ReactNode }) {
  return (
    <SharedProviders>
      <AntdTheme antd={antd}>{children}</AntdTheme>
    </SharedProviders>
  );
}

// What an antd-using React root hands to the shared AppProviders/AntdTheme: ConfigProvider, theme and locales. These
// antd modules are the shell's one copy, shared per component (packages/build-config/antd-shared.js, ADR 0004), so
// every micro-frontend themes through the same context. This file is not a shared module itself: importing it
// costs a few lines per app, and it keeps @cadeau/ui/theme (used by the public pages) free of antd.
import ConfigProvider from 'antd/es/config-provider';
import theme from 'antd/es/theme';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import type { AntdKit } from '@cadeau/ui/theme';

export const antdKit: AntdKit = {
  ConfigProvider,
  useToken: theme.useToken,
  algorithms: { light: theme.defaultAlgorithm, dark: theme.darkAlgorithm },
  locales: { de: deDE, en: enUS },
};

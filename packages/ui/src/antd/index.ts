// Deliberately NOT a shared module (see packages/build-config/mf-shared.js): importing this file bundles the
// importing app's own antd ConfigProvider, theme and locales, which it hands to the shared AppProviders.
// Per-component imports keep the rest of antd out of the bundle.
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

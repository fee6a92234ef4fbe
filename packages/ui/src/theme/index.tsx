export { AppProviders, AntdTheme, SharedProviders, type AntdKit } from './app-providers';
export {
  useColorMode,
  getColorMode,
  setColorMode,
  subscribeColorMode,
  COLOR_MODE_KEY,
  type ColorMode,
} from './color-mode';
export { brandTokens, themeTokens } from './tokens';

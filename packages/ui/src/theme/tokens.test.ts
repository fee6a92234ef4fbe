import theme from 'antd/es/theme';
import { contrast } from '../testing/contrast';
import { themeTokens } from './tokens';

const modes = [
  ['light', false],
  ['dark', true],
] as const;

describe.each(modes)('the %s theme', (_name, dark) => {
  const config = themeTokens(dark);
  const token = theme.getDesignToken({
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    ...config,
  });
  const backgrounds = [token.colorBgContainer, token.colorBgLayout];

  it('keeps the brand green as the primary colour, under white button text at 4.5:1', () => {
    expect(token.colorPrimary.toLowerCase()).toBe(dark ? '#2a6d2e' : '#2e7d32');
    expect(contrast(token.colorTextLightSolid, token.colorPrimary)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps button texts readable under the pointer (hovered primary and red buttons)', () => {
    const dangerText = (config.components as { Button?: { dangerColor?: string } }).Button?.dangerColor;
    expect(contrast(token.colorTextLightSolid, token.colorPrimaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dangerText ?? token.colorTextLightSolid, token.colorErrorHover)).toBeGreaterThanOrEqual(4.5);
    for (const bg of backgrounds) expect(contrast(token.colorErrorHover, bg)).toBeGreaterThanOrEqual(4.5);
    // A hovered default (outlined) button: its text turns antd's defaultHoverColor, colorPrimaryHover unless set.
    const defaultHover =
      (config.components as { Button?: { defaultHoverColor?: string } }).Button?.defaultHoverColor ??
      token.colorPrimaryHover;
    for (const bg of backgrounds) expect(contrast(defaultHover, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives links and the current navigation item text contrast (4.5:1)', () => {
    for (const bg of backgrounds) expect(contrast(token.colorLink, bg)).toBeGreaterThanOrEqual(4.5);
    // The side navigation marks the current page in colorLink on colorPrimaryBg (shell/src/layout/SideNavigation).
    expect(contrast(token.colorLink, token.colorPrimaryBg)).toBeGreaterThanOrEqual(4.5);
  });

  it('makes help texts and placeholders readable (4.5:1)', () => {
    for (const bg of backgrounds) {
      expect(contrast(token.colorTextDescription, bg)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(token.colorTextPlaceholder, bg)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes an open calendar's days of the months around at 4.5:1, on the popup and on a disabled day's band", () => {
    const dayText = (config.components as { DatePicker?: { colorTextDisabled?: string } }).DatePicker
      ?.colorTextDisabled;
    expect(dayText).toBeDefined();
    // The popup is colorBgElevated; a day outside min and max lies on antd's cellBgDisabled (colorBgContainerDisabled).
    for (const bg of [[token.colorBgElevated], [token.colorBgElevated, token.colorBgContainerDisabled]])
      expect(contrast(dayText!, bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws focus rings at 3:1 against both backgrounds (antd outlines in colorPrimaryBorder)', () => {
    for (const bg of backgrounds) expect(contrast(token.colorPrimaryBorder, bg)).toBeGreaterThanOrEqual(3);
  });

  it('makes red buttons and error texts readable', () => {
    for (const bg of backgrounds) expect(contrast(token.colorError, bg)).toBeGreaterThanOrEqual(4.5);
    const dangerText = (config.components as { Button?: { dangerColor?: string } }).Button?.dangerColor;
    expect(contrast(dangerText ?? token.colorTextLightSolid, token.colorError)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(['green', 'gold', 'volcano', 'orange', 'red', 'blue', 'cyan'] as const)(
    'gives %s tags (text in the 7th shade on the 1st) 4.5:1',
    (colour) => {
      const tokens = token as unknown as Record<string, string>;
      // Both names of the shade: antd writes both into --ant-<colour>-7, the hyphenated one last.
      expect(contrast(tokens[`${colour}7`], tokens[`${colour}1`])).toBeGreaterThanOrEqual(4.5);
      expect(tokens[`${colour}-7`]).toBe(tokens[`${colour}7`]);
    },
  );
});

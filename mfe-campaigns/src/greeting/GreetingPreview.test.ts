import theme from 'antd/es/theme';
import { themeTokens } from '@cadeau/ui/theme';
import { contrast } from '@cadeau/ui/testing';
import { cardColors } from './GreetingPreview';

describe.each([
  ['light', false],
  ['dark', true],
] as const)('the recipient page preview in the %s theme', (_name, dark) => {
  const token = theme.getDesignToken({
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    ...themeTokens(dark),
  });
  const colors = cardColors(token);

  it('is readable at 4.5:1: campaign name, text, hint and button', () => {
    expect(contrast(colors.heading, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.hint, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.button.text, colors.button.background)).toBeGreaterThanOrEqual(4.5);
  });
});

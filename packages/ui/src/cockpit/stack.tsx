import type { CSSProperties, ReactNode } from 'react';
import theme from 'antd/es/theme';

/** The gaps of the cockpit, from the theme: `small` 8, `middle` 12 (between controls), `large` 24 (between sections). */
export type Gap = 'small' | 'middle' | 'large';

/**
 * The cockpit's layout primitive: children one under the other (`vertical`) or side by side, `gap` apart, wrapping
 * onto the next line when `wrap` says so. Instead of an inline `display: flex` in every page (antd's Flex is not
 * one of the components the shell shares, see packages/build-config/antd-shared.js).
 */
export function Stack({
  children,
  vertical = false,
  gap = 'large',
  wrap = false,
  align,
  justify,
  maxWidth,
  testId,
}: {
  children: ReactNode;
  vertical?: boolean;
  gap?: Gap;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  maxWidth?: number;
  testId?: string;
}) {
  const { token } = theme.useToken();
  const gaps: Record<Gap, number> = { small: token.marginXS, middle: token.marginSM, large: token.marginLG };
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    gap: gaps[gap],
    flexWrap: wrap ? 'wrap' : undefined,
    alignItems: align,
    justifyContent: justify,
    maxWidth,
  };
  return (
    <div data-testid={testId} style={style}>
      {children}
    </div>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import theme from 'antd/es/theme';

/**
 * The gaps of the cockpit, the theme's margins by their token names: `xxs` 4, `xs` 8, `sm` 12 (between controls),
 * `md` 16, `lg` 24 (between sections).
 */
export type Gap = 'xxs' | 'xs' | 'sm' | 'md' | 'lg';

/**
 * The cockpit's layout primitive: children one under the other (`vertical`) or side by side, `gap` apart, wrapping
 * onto the next line when `wrap` says so. Instead of an inline `display: flex` in every page (antd's Flex is not
 * one of the components the shell shares, see packages/build-config/antd-shared.js).
 */
export function Stack({
  children,
  vertical = false,
  gap = 'lg',
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
  const gaps: Record<Gap, number> = {
    xxs: token.marginXXS,
    xs: token.marginXS,
    sm: token.marginSM,
    md: token.margin,
    lg: token.marginLG,
  };
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

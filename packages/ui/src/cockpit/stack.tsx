import { createElement, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import theme from 'antd/es/theme';

/**
 * The gaps of the cockpit, the theme's margins by their token names: `xxs` 4, `xs` 8, `sm` 12 (between controls),
 * `md` 16, `lg` 24 (between sections).
 */
export type Gap = 'xxs' | 'xs' | 'sm' | 'md' | 'lg';

/** The elements a Stack can be: a list (`ul`, `ol`) loses the browser's bullets, margins and indent. */
export type StackElement = 'div' | 'span' | 'section' | 'header' | 'nav' | 'form' | 'figcaption' | 'ul' | 'ol' | 'li';

/**
 * The cockpit's layout primitive: children one under the other (`vertical`) or side by side, `gap` apart, wrapping
 * onto the next line when `wrap` says so. Instead of an inline `display: flex` in every page (antd's Flex is not
 * one of the components the shell shares, see packages/build-config/antd-shared.js). It is a `<div>` unless `as`
 * names another element; other attributes (`id`, `role`, `aria-*`, `data-*`, a form's `onSubmit` and `noValidate`)
 * go to that element.
 */
export function Stack({
  children,
  as = 'div',
  vertical = false,
  gap = 'lg',
  wrap = false,
  align,
  justify,
  maxWidth,
  minWidth,
  testId,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'style' | 'children'> & {
  children: ReactNode;
  as?: StackElement;
  vertical?: boolean;
  gap?: Gap;
  wrap?: boolean;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  maxWidth?: number;
  minWidth?: number;
  testId?: string;
  /** A form's: the browser does not validate it (the form's own checks do). */
  noValidate?: boolean;
}) {
  const { token } = theme.useToken();
  const gaps: Record<Gap, number> = {
    xxs: token.marginXXS,
    xs: token.marginXS,
    sm: token.marginSM,
    md: token.margin,
    lg: token.marginLG,
  };
  const list = as === 'ul' || as === 'ol';
  const style: CSSProperties = {
    display: 'flex',
    flexDirection: vertical ? 'column' : 'row',
    gap: gaps[gap],
    flexWrap: wrap ? 'wrap' : undefined,
    alignItems: align,
    justifyContent: justify,
    maxWidth,
    minWidth,
    ...(list ? { listStyle: 'none', margin: 0, padding: 0 } : {}),
  };
  return createElement(as, { 'data-testid': testId, ...rest, style }, children);
}

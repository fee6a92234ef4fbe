import { createElement, type HTMLAttributes } from 'react';
import theme from 'antd/es/theme';

/**
 * A detail beside or under the main text (an e-mail address under a name, a date, a term's label in a list of
 * facts) in the theme's secondary text colour: `small` in its small font size, `block` on a line of its own. A
 * `<span>` unless `as` says `div` or `dt`; other attributes (`id`, `data-testid`, `aria-*`) go to that element.
 */
export function SecondaryText({
  as = 'span',
  small = false,
  block = false,
  ...rest
}: Omit<HTMLAttributes<HTMLElement>, 'style'> & { as?: 'span' | 'div' | 'dt'; small?: boolean; block?: boolean }) {
  const { token } = theme.useToken();
  return createElement(as, {
    ...rest,
    style: {
      display: block ? 'block' : undefined,
      color: token.colorTextSecondary,
      fontSize: small ? token.fontSizeSM : undefined,
    },
  });
}

import type { ComponentPropsWithoutRef } from 'react';
import theme from 'antd/es/theme';

/**
 * A paragraph of a cockpit page without the browser's margins (the Stack around it spaces it): `secondary` in the
 * theme's secondary text colour (a help or a note), `small` in its small font size. `keepMargin` keeps the browser's
 * margin on one side, for a paragraph in flowing text rather than in a Stack: `bottom` for one at the top of a panel
 * (nothing above it, the text's usual space below), `top` for one at its end. Other attributes (`id`, `role`,
 * `data-testid`, `aria-live`) go to the `<p>`.
 */
export function Paragraph({
  secondary = false,
  small = false,
  keepMargin,
  ...rest
}: Omit<ComponentPropsWithoutRef<'p'>, 'style'> & {
  secondary?: boolean;
  small?: boolean;
  keepMargin?: 'top' | 'bottom';
}) {
  const { token } = theme.useToken();
  return (
    <p
      {...rest}
      style={{
        ...(keepMargin === 'bottom' ? { marginTop: 0 } : keepMargin === 'top' ? { marginBottom: 0 } : { margin: 0 }),
        color: secondary ? token.colorTextSecondary : undefined,
        fontSize: small ? token.fontSizeSM : undefined,
      }}
    />
  );
}

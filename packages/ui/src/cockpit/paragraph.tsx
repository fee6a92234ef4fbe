import type { ComponentPropsWithoutRef } from 'react';
import theme from 'antd/es/theme';

/**
 * A paragraph of a cockpit page without the browser's margins (the Stack around it spaces it): `secondary` in the
 * theme's secondary text colour (a help or a note), `small` in its small font size. Other attributes (`id`, `role`,
 * `data-testid`, `aria-live`) go to the `<p>`.
 */
export function Paragraph({
  secondary = false,
  small = false,
  ...rest
}: Omit<ComponentPropsWithoutRef<'p'>, 'style'> & { secondary?: boolean; small?: boolean }) {
  const { token } = theme.useToken();
  return (
    <p
      {...rest}
      style={{
        margin: 0,
        color: secondary ? token.colorTextSecondary : undefined,
        fontSize: small ? token.fontSizeSM : undefined,
      }}
    />
  );
}

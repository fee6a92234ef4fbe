import type { SelectHTMLAttributes } from 'react';
import theme from 'antd/es/theme';

/**
 * A native select styled with the antd theme's tokens: a short list of choices does not need antd's Select
 * (~25 KB gzip per page, ADR 0004), and the browser's own control is keyboard- and screen-reader-friendly.
 */
export function NativeSelect({ status, style, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { status?: 'error' }) {
  const { token } = theme.useToken();
  return (
    <select
      {...props}
      style={{
        height: 32,
        padding: '0 8px',
        borderRadius: token.borderRadius,
        border: `1px solid ${status === 'error' ? token.colorError : token.colorBorder}`,
        background: token.colorBgContainer,
        color: token.colorText,
        font: 'inherit',
        ...style,
      }}
    />
  );
}

import type { InputHTMLAttributes, TextareaHTMLAttributes } from 'react';
import theme from 'antd/es/theme';

/**
 * Native text inputs styled with the antd theme's tokens. `antd/es/input` brings TextArea, Password, Search
 * and OTP along (~25 KB gzip per page); a form of plain fields does not need them.
 */
function useFieldStyle(status: 'error' | undefined, disabled: boolean | undefined) {
  const { token } = theme.useToken();
  return {
    width: '100%',
    minHeight: 32,
    padding: '4px 11px',
    borderRadius: token.borderRadius,
    border: `1px solid ${status === 'error' ? token.colorError : token.colorBorder}`,
    background: disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: disabled ? token.colorTextDisabled : token.colorText,
    font: 'inherit',
    boxSizing: 'border-box' as const,
  };
}

export function TextInput({ status, style, ...props }: InputHTMLAttributes<HTMLInputElement> & { status?: 'error' }) {
  const base = useFieldStyle(status, props.disabled);
  return <input className="cadeau-input" {...props} style={{ ...base, ...style }} />;
}

export function TextArea({ status, style, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement> & { status?: 'error' }) {
  const base = useFieldStyle(status, props.disabled);
  return <textarea className="cadeau-input" {...props} style={{ ...base, resize: 'vertical', ...style }} />;
}

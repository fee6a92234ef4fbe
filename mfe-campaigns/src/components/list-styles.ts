import type { GlobalToken } from 'antd/es/theme/interface';

/** The dashboard panels' lists: plain <ul>s with the theme's divider colour (light and dark). */
export const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;

export function itemStyle(token: GlobalToken) {
  return { padding: '8px 0', borderBottom: `1px solid ${token.colorBorderSecondary}` } as const;
}

export function secondaryStyle(token: GlobalToken) {
  return { display: 'block', fontSize: token.fontSizeSM, color: token.colorTextSecondary } as const;
}

/** The link under a panel's list ("All conversations"). */
export const footerStyle = { margin: '12px 0 0' } as const;

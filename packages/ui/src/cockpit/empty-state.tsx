import type { ReactNode } from 'react';
import theme from 'antd/es/theme';

/** What a list or panel shows when there is nothing in it ("No conversations."). */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <p style={{ margin: 0, color: token.colorTextSecondary }} data-testid={testId}>
      {children}
    </p>
  );
}

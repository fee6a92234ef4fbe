import type { ReactNode } from 'react';
import { Paragraph } from './paragraph';

/** What a list or panel shows when there is nothing in it ("No conversations."). */
export function EmptyState({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Paragraph secondary data-testid={testId}>
      {children}
    </Paragraph>
  );
}

import type { ReactNode } from 'react';
import { usePageTitle } from '@cadeau/ui/hooks';

/**
 * A cockpit page's one h1, which also names the browser tab "<title> · Cadeau". `title` is the text for the
 * tab; `children` may show more (a tag beside the name).
 */
export function PageTitle({ title, children, testId }: { title: string; children?: ReactNode; testId?: string }) {
  usePageTitle(title);
  return (
    <h1 style={{ margin: 0, fontSize: 26, fontWeight: 600 }} data-testid={testId}>
      {children ?? title}
    </h1>
  );
}

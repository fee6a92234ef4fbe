import type { ReactNode } from 'react';
import { usePageTitle } from '@cadeau/ui/hooks';

/**
 * The frame of the shell's own pages (404, error, no access): a large code, a title, a text, actions. The title
 * names the browser tab too ("Page not found · Cadeau"), as every page's does.
 */
export function StatusPage({
  code,
  title,
  children,
  actions,
  testId,
}: {
  code?: ReactNode;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  usePageTitle(title);
  return (
    <div className="status-page" data-testid={testId}>
      {code !== undefined && <div className="code">{code}</div>}
      <h1>{title}</h1>
      {children}
      {actions && <div style={{ marginTop: 16 }}>{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';

/** The frame of the shell's own pages (404, error, no access): a large code, a title, a text, actions. */
export function StatusPage({
  code,
  title,
  children,
  actions,
  testId,
}: {
  code?: ReactNode;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  testId: string;
}) {
  return (
    <div className="status-page" data-testid={testId}>
      {code !== undefined && <div className="code">{code}</div>}
      <h1>{title}</h1>
      {children}
      {actions && <div style={{ marginTop: 16 }}>{actions}</div>}
    </div>
  );
}

import type { ReactNode } from 'react';

/**
 * A problem of the whole form (a refused login, a password the server refused), shown at the form where the
 * person looks, not only in a toast far away (issue 9). Announced when it appears. The text keeps the page's
 * text colour, readable in light and dark mode; the red frame marks it as an error.
 */
export function FormAlert({ children, testId }: { children?: ReactNode; testId?: string }) {
  if (!children) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      style={{
        color: 'var(--c-text)',
        border: '1px solid #ff4d4f',
        borderLeftWidth: 4,
        borderRadius: 6,
        padding: '8px 12px',
        margin: '0 0 16px',
      }}
    >
      {children}
    </div>
  );
}

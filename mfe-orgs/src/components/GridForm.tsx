import type { ReactNode } from 'react';

/**
 * A form whose fields sit in as many columns as fit. `noValidate`: the form checks its fields itself and
 * shows translated messages instead of the browser's; Enter in a field submits like the button.
 */
export function GridForm({
  onSubmit,
  minColumnWidth = 200,
  testId,
  children,
}: {
  onSubmit: () => void;
  minColumnWidth?: number;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fit, minmax(${minColumnWidth}px, 1fr))`,
        gap: 16,
        alignItems: 'start',
      }}
    >
      {children}
    </form>
  );
}

/** The form's button(s), lowered to line up with the inputs under their labels. */
export function GridFormActions({ children }: { children: ReactNode }) {
  return <div style={{ paddingTop: 26 }}>{children}</div>;
}

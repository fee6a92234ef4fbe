import { useId, type ReactNode } from 'react';
import { OkCancelDialog } from './ok-cancel-dialog';

/**
 * Asks before an action that cannot be undone (issue 23: release, approve, ship, done, discard, remove) and says
 * what it will do (`children`). The action runs only from the dialog's own confirm button. The dialog opens with the
 * focus on Cancel, so an Enter pressed again on the button that opened it (a key held, a double press) closes it
 * instead of committing; `danger` colours the confirm button for a loss (discarding, removing).
 */
export function ConfirmDialog({
  open,
  title,
  okText,
  busy = false,
  danger = false,
  testId = 'confirm-dialog',
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  busy?: boolean;
  danger?: boolean;
  /** The test id of the dialog's text; its buttons are `${testId}-ok` and `${testId}-cancel`. */
  testId?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const cancelId = `${useId()}-cancel`;
  return (
    <OkCancelDialog
      open={open}
      title={title}
      okText={okText}
      okTestId={`${testId}-ok`}
      busy={busy}
      danger={danger}
      cancelId={cancelId}
      cancelTestId={`${testId}-cancel`}
      focusId={cancelId}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <div data-testid={testId}>{children}</div>
    </OkCancelDialog>
  );
}

import { useRef, type ReactNode } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

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
  const { t } = useTranslation();
  const body = useRef<HTMLDivElement>(null);
  // antd focuses the dialog itself once it is open; Cancel takes the focus from there.
  const focusCancel = (opened: boolean) => {
    if (opened)
      body.current
        ?.closest<HTMLElement>('[role="dialog"]')
        ?.querySelector<HTMLElement>(`[data-testid="${testId}-cancel"]`)
        ?.focus();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': `${testId}-ok` }}
      cancelButtonProps={{ 'data-testid': `${testId}-cancel` }}
      onOk={onConfirm}
      onCancel={onCancel}
      afterOpenChange={focusCancel}
      destroyOnHidden
    >
      <div ref={body} data-testid={testId}>
        {children}
      </div>
    </Modal>
  );
}

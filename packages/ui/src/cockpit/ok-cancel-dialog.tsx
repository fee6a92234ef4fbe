import type { ReactNode } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';

/**
 * A dialog's `afterOpenChange` that puts the focus on the element with this id once the dialog is open (after any
 * opening motion). A dialog that asks for an action opens on a field or on Cancel, not on its confirm button: an Enter
 * pressed again on the button that opened it (a key held, a double press) commits nothing, and the end-to-end page
 * objects wait for that focus before they press a button of the dialog, so no click lands in a dialog still opening.
 */
export function focusOnOpen(id: string): (opened: boolean) => void {
  return (opened) => {
    if (opened) document.getElementById(id)?.focus();
  };
}

/**
 * The kit's dialog that asks for an action: `okText` on its confirm button (`okTestId`, spinning while `busy`, red
 * for a loss with `danger`) and Cancel (`cancelText` where it says more, "Keep order"). `focusId` is what has the
 * focus once it is open (focusOnOpen); Cancel's own id is `cancelId`, so a dialog can open on Cancel. `afterClose`
 * runs once it has closed (a form starts afresh); `width` widens one that holds a form of many columns.
 */
export function OkCancelDialog({
  open,
  title,
  okText,
  okTestId,
  cancelText,
  busy,
  danger,
  cancelId,
  cancelTestId,
  focusId,
  width,
  onOk,
  onCancel,
  afterClose,
  children,
}: {
  open: boolean;
  title: string;
  okText: string;
  okTestId: string;
  cancelText?: string;
  busy?: boolean;
  danger?: boolean;
  cancelId?: string;
  cancelTestId?: string;
  focusId?: string;
  width?: string | number;
  onOk: () => void;
  onCancel: () => void;
  afterClose?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={cancelText ?? t('common.cancel')}
      okButtonProps={{ danger, loading: busy, 'data-testid': okTestId }}
      cancelButtonProps={{ id: cancelId, ...(cancelTestId && { 'data-testid': cancelTestId }) }}
      onOk={onOk}
      onCancel={onCancel}
      afterClose={afterClose}
      afterOpenChange={focusId ? focusOnOpen(focusId) : undefined}
      width={width}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

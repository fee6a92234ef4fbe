import { useId } from 'react';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { useForm } from '@cadeau/ui/form';
import { OkCancelDialog } from './ok-cancel-dialog';

/**
 * Asks for the reason of a decision someone else reads (an organisation's status, a product's rejection or
 * block). The reason is required (the server refuses an empty one too): confirming without one shows the
 * message under the field instead of calling the server. `help` says who reads it and where. Once open (its
 * `afterOpenChange`, after any opening motion) the reason field has the focus: a person types straight away, an
 * Enter pressed again on the button that opened it commits nothing, and the end-to-end page objects wait for that
 * focus before they press a button of the dialog, so no click lands in a dialog still opening.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  help,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  okText: string;
  help: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm({ reason: '' }, (v) => ({
    reason: v.reason.trim() ? undefined : 'common.reason.required',
  }));
  const confirm = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));
  const { error, ...reason } = form.bind('reason');
  return (
    <OkCancelDialog
      open={open}
      title={title}
      okText={okText}
      okTestId="confirm-reason"
      busy={busy}
      focusId={`${id}-reason`}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => form.reset()}
    >
      <label htmlFor={`${id}-reason`} style={{ display: 'block', marginBottom: 4 }}>
        {t('common.reason.label')}
      </label>
      <Input.TextArea
        id={`${id}-reason`}
        data-testid="reason-input"
        rows={4}
        maxLength={4000}
        {...reason}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-help`}
        aria-required
      />
      <p id={`${id}-help`} style={{ margin: '4px 0 0' }}>
        {error ? (
          <span role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid="reason-required">
            {error}
          </span>
        ) : (
          help
        )}
      </p>
    </OkCancelDialog>
  );
}

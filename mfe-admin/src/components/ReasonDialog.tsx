import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useForm } from '@cadeau/ui/form';

/**
 * Asks for the reason of a status change. The reason is required (the server refuses an empty one too):
 * confirming without one shows the message under the field instead of calling the server.
 */
export function ReasonDialog({
  open,
  title,
  okText,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  okText: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({ reason: '' }, (v) => ({
    reason: v.reason.trim() ? undefined : 'admin.organizations.reasonRequired',
  }));
  const confirm = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));
  const { error, ...reason } = form.bind('reason');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'confirm-status' }}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      <label htmlFor="status-reason" style={{ display: 'block', marginBottom: 4 }}>
        {t('admin.organizations.reason')}
      </label>
      <Input.TextArea
        id="status-reason"
        data-testid="status-reason"
        rows={4}
        maxLength={4000}
        {...reason}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby="status-reason-help"
        aria-required
      />
      <p id="status-reason-help" style={{ margin: '4px 0 0' }}>
        {error ? (
          <span role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid="reason-required">
            {error}
          </span>
        ) : (
          t('admin.organizations.reasonHelp')
        )}
      </p>
    </Modal>
  );
}

import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useForm } from '@cadeau/ui/form';

/**
 * Asks for the reason of a rejection or block; the seller reads it. Required (the server refuses an empty one
 * too): confirming without one shows the message under the field instead of calling the server.
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
    reason: v.reason.trim() ? undefined : 'products.review.reasonRequired',
  }));
  const confirm = form.handleSubmit(({ reason }) => onConfirm(reason.trim()));
  const { error, ...reason } = form.bind('reason');
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'confirm-reason' }}
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      <label htmlFor="review-reason" style={{ display: 'block', marginBottom: 4 }}>
        {t('products.review.reason')}
      </label>
      <Input.TextArea
        id="review-reason"
        data-testid="review-reason"
        rows={4}
        maxLength={4000}
        {...reason}
        status={error ? 'error' : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby="review-reason-help"
        aria-required
      />
      <p id="review-reason-help" style={{ margin: '4px 0 0' }}>
        {error ? (
          <span role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid="reason-required">
            {error}
          </span>
        ) : (
          t('products.review.reasonHelp')
        )}
      </p>
    </Modal>
  );
}

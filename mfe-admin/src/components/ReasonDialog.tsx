import { useState } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { TextArea } from '@cadeau/ui/cockpit';

/**
 * Asks for the reason of a status change. The reason is required (the server refuses an empty one too):
 * confirming without one shows the message under the field instead of calling the server.
 */
export function ReasonDialog({ open, title, okText, busy, onConfirm, onCancel }: { open: boolean; title: string; okText: string; busy: boolean; onConfirm: (reason: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, 'data-testid': 'confirm-status' } }
      onOk={confirm}
      onCancel={onCancel}
      afterClose={() => {
        setReason('');
        setMissing(false);
      }}
      destroyOnHidden
    >
      <label htmlFor="status-reason" style={{ display: 'block', marginBottom: 4 }}>
        {t('admin.organizations.reason')}
      </label>
      <TextArea
        id="status-reason"
        data-testid="status-reason"
        rows={4}
        maxLength={4000}
        value={reason}
        status={missing ? 'error' : undefined}
        aria-invalid={missing || undefined}
        aria-describedby="status-reason-help"
        aria-required
        onChange={(e) => {
          setReason(e.target.value);
          if (e.target.value.trim()) setMissing(false);
        }}
      />
      <p id="status-reason-help" style={{ margin: '4px 0 0' }}>
        {missing ? (
          <span role="alert" style={{ color: 'var(--ant-color-error, #ff4d4f)' }} data-testid="reason-required">
            {t('admin.organizations.reasonRequired')}
          </span>
        ) : (
          t('admin.organizations.reasonHelp')
        )}
      </p>
    </Modal>
  );
}

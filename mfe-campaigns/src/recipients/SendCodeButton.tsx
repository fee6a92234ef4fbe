import { useState } from 'react';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { RecipientWithVoucher } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useSendCode } from '../api/vouchers';
import { Paragraph } from '@cadeau/ui/cockpit';

/**
 * "Send code" of one recipient of a running manual campaign: after a confirmation svc-mail sends the campaign mail
 * with the code, each request a mail of its own (ADR 0022), with the next mailing within the mail business hours.
 * The confirmation says so, and when the code was first mailed (`mailedAt` keeps the first sending), so nobody
 * sends it twice by mistake; a toast says the mail is queued and the row is read anew. The confirmation is a dialog, not a popover: it takes the focus (and gives it
 * back), so a keyboard reaches its buttons. Nothing to send to an unsubscribed recipient or for a code already
 * used (the server refuses both): those rows have no button.
 */
export function SendCodeButton({ campaignId, recipient }: { campaignId: string; recipient: RecipientWithVoucher }) {
  const { t } = useTranslation();
  const send = useSendCode(campaignId);
  const [open, setOpen] = useState(false);
  const voucher = recipient.voucher;
  if (!voucher || voucher.status === 'used' || recipient.unsubscribed) return null;
  const { email } = recipient;
  const question = voucher.mailedAt
    ? t('campaigns.recipients.sendCode.confirmAgain', {
        email,
        date: formatDateTime(voucher.mailedAt, currentLanguage()),
      })
    : t('campaigns.recipients.sendCode.confirm', { email });
  const confirm = () =>
    send.mutate(recipient.id, {
      onSuccess: () => showSuccess(t('campaigns.recipients.sendCode.sent', { email })),
      onError: (err) => void showError(err),
      onSettled: () => setOpen(false),
    });
  return (
    <>
      <Button
        size="small"
        icon={<SendOutlined />}
        aria-label={t('campaigns.recipients.sendCode.label', { email })}
        onClick={() => setOpen(true)}
        data-testid="recipient-send-code"
      />
      <Modal
        open={open}
        title={t('campaigns.recipients.sendCode.title')}
        okText={t('campaigns.recipients.sendCode.ok')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: send.isPending, 'data-testid': 'recipient-send-code-confirm' }}
        onOk={confirm}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Paragraph data-testid="recipient-send-code-question">{question}</Paragraph>
      </Modal>
    </>
  );
}

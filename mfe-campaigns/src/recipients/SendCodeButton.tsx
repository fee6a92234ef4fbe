import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import SendOutlined from '@ant-design/icons/SendOutlined';
import { useTranslation } from 'react-i18next';
import type { RecipientWithVoucher } from '@cadeau/contracts';
import { formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useSendCode } from '../api/vouchers';

/**
 * "Send code" of one recipient of a running manual campaign: after a confirmation (which says when the code was
 * mailed before, so nobody sends it twice by mistake) svc-mail sends the campaign mail with the code; a toast
 * says so and the row is read anew. Nothing to send to an unsubscribed recipient or for a code already used
 * (the server refuses both): those rows have no button.
 */
export function SendCodeButton({ campaignId, recipient }: { campaignId: string; recipient: RecipientWithVoucher }) {
  const { t } = useTranslation();
  const send = useSendCode(campaignId);
  const voucher = recipient.voucher;
  if (!voucher || voucher.status === 'used' || recipient.unsubscribed) return null;
  const { email } = recipient;
  const title = voucher.mailedAt
    ? t('campaigns.recipients.sendCode.confirmAgain', {
        email,
        date: formatDateTime(voucher.mailedAt, currentLanguage()),
      })
    : t('campaigns.recipients.sendCode.confirm', { email });
  return (
    <Popconfirm
      title={title}
      okText={t('campaigns.recipients.sendCode.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'recipient-send-code-confirm' }}
      onConfirm={() =>
        send.mutateAsync(recipient.id).then(
          () => showSuccess(t('campaigns.recipients.sendCode.sent', { email })),
          (err: unknown) => void showError(err),
        )
      }
    >
      <Button
        size="small"
        icon={<SendOutlined />}
        loading={send.isPending}
        aria-label={t('campaigns.recipients.sendCode.label', { email })}
        data-testid="recipient-send-code"
      />
    </Popconfirm>
  );
}

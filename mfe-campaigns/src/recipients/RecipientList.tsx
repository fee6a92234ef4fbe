import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Tag from 'antd/es/tag';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useTranslation } from 'react-i18next';
import { usePhoneRule } from '@cadeau/ui/hooks';
import { ListTable, useListState, type ListColumn } from '@cadeau/ui/list';
import { showError, showSuccess } from '@cadeau/ui/toast';
import type { RecipientWithVoucher } from '@cadeau/contracts';
import { useDeleteRecipient, useRecipients, type Recipient } from '../api/recipients';
import { Truncated } from '../components/truncated';
import { voucherFilters } from '../domain/vouchers';
import { SendCodeButton } from './SendCodeButton';
import { useVoucherColumns } from './voucher-columns';

/**
 * The campaign's recipients as the server pages, sorts and searches them (100,000 of them stay fast), with
 * edit and delete per row while the campaign is editable. Once the campaign is approved each recipient has a
 * gift code: `vouchers` adds its columns (status, mailed, opened, clicked, redeemed), `sendCodes` the "send
 * code" action of a running manual campaign.
 */
export function RecipientList({
  campaignId,
  editable,
  onEdit,
  vouchers = false,
  sendCodes = false,
}: {
  campaignId: string;
  editable: boolean;
  onEdit: (recipient: Recipient) => void;
  vouchers?: boolean;
  sendCodes?: boolean;
}) {
  const { t } = useTranslation();
  const phones = usePhoneRule();
  const state = useListState({ sort: 'email', order: 'asc' });
  const query = useRecipients(campaignId, state.params);
  const remove = useDeleteRecipient(campaignId);
  const voucherColumns = useVoucherColumns();

  const sendColumn: ListColumn<RecipientWithVoucher> = {
    key: 'actions',
    title: t('campaigns.recipients.actions'),
    hiddenTitle: true,
    render: (r) => <SendCodeButton campaignId={campaignId} recipient={r} />,
  };
  const actionsColumn: ListColumn<RecipientWithVoucher> = {
    key: 'actions',
    title: t('campaigns.recipients.actions'),
    hiddenTitle: true,
    render: (r) => (
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('campaigns.recipients.edit', { email: r.email })}
          onClick={() => onEdit(r)}
          data-testid="recipient-edit"
        />
        <Popconfirm
          title={t('campaigns.recipients.deleteConfirm', { email: r.email })}
          okText={t('campaigns.recipients.deleteOk')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'recipient-delete-confirm' }}
          onConfirm={() =>
            void remove.mutateAsync(r.id).then(
              () => showSuccess(t('campaigns.recipients.deleted', { email: r.email })),
              (err: unknown) => void showError(err),
            )
          }
        >
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('campaigns.recipients.delete', { email: r.email })}
            data-testid="recipient-delete"
          />
        </Popconfirm>
      </span>
    ),
  };
  // The essentials first (e-mail, status, code, actions), so a phone shows them without scrolling the table;
  // the address stays on one line, cut with its whole text in the tooltip.
  const columns: ListColumn<RecipientWithVoucher>[] = [
    {
      key: 'email',
      title: t('campaigns.recipients.fields.email'),
      sorter: true,
      render: (r) => <Truncated text={r.email} maxWidth="min(32ch, 45vw)" />,
    },
    {
      key: 'status',
      title: t('campaigns.recipients.fields.status'),
      render: (r) =>
        r.unsubscribed ? (
          // orange: the theme's darkened shade (5:1); antd's status colour "warning" read 1.9:1 (issue 23).
          <Tag color="orange">{t('campaigns.recipients.unsubscribed')}</Tag>
        ) : (
          t('campaigns.recipients.active')
        ),
    },
    ...(vouchers ? [voucherColumns.status] : []),
    ...(editable ? [actionsColumn] : sendCodes ? [sendColumn] : []),
    ...(vouchers ? voucherColumns.progress : []),
    {
      key: 'phone',
      title: t('campaigns.recipients.fields.phone'),
      // Stored in E.164, shown grouped as people read it (`+41 79 123 45 67`) once the rule has loaded, on one line.
      render: (r) =>
        r.phone ? <span style={{ whiteSpace: 'nowrap' }}>{phones ? phones.formatPhone(r.phone) : r.phone}</span> : '—',
    },
    { key: 'salutation', title: t('campaigns.recipients.fields.salutation'), dataIndex: 'salutation' },
    {
      key: 'greeting',
      title: t('campaigns.recipients.fields.greeting'),
      render: (r) =>
        r.greeting ? (
          <span title={r.greeting} style={{ display: 'inline-block', maxWidth: 240, overflowWrap: 'anywhere' }}>
            {r.greeting.length > 80 ? `${r.greeting.slice(0, 80)}…` : r.greeting}
          </span>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <ListTable<RecipientWithVoucher>
      testId="recipient-list"
      caption={t('campaigns.recipients.listCaption')}
      state={state}
      query={query}
      search
      filters={[
        {
          name: 'filter',
          label: t('campaigns.recipients.filter.label'),
          options: [
            { value: 'invalid', label: t('campaigns.recipients.filter.invalid') },
            { value: 'unsubscribed', label: t('campaigns.recipients.filter.unsubscribed') },
            // The gift code's filters, once there are codes.
            ...(vouchers
              ? voucherFilters.map((value) => ({
                  value,
                  label: t(`campaigns.recipients.filter.${value}`),
                }))
              : []),
          ],
        },
      ]}
      columns={columns}
      empty={t('campaigns.recipients.empty')}
    />
  );
}

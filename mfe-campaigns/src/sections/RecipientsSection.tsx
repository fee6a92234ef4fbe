import { useState } from 'react';
import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import { Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { recipientsExportUrl, type Recipient } from '../api/recipients';
import { vouchersExportUrl } from '../api/vouchers';
import { managesCampaign } from '../domain/viewer';
import { hasVouchers, mayDownloadCodes, maySendCodes } from '../domain/vouchers';
import { formatCount } from '../recipients/count';
import { CsvImport } from '../recipients/CsvImport';
import { RecipientDialog } from '../recipients/RecipientDialog';
import { RecipientList } from '../recipients/RecipientList';

/**
 * The workspace's recipients section (spec section 2): the list, one recipient added or edited at a time, the
 * CSV upload with its column mapping, and the download of every recipient. Changes only while the caller may
 * edit the campaign (`actions` has `edit`: a draft or rejected campaign, an admin or manager). Once approved,
 * each recipient shows its gift code's columns; a manual campaign's admins and managers download every code
 * (CSV) and, while it runs, send one code by mail from its row (issue 12).
 */
export function RecipientsSection({
  campaign,
}: {
  campaign: Pick<
    CampaignDetail,
    'id' | 'name' | 'organizationId' | 'type' | 'status' | 'approvedAt' | 'actions' | 'recipientCount'
  >;
}) {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const manages = managesCampaign(user, campaign);
  const editable = campaign.actions.includes('edit');
  // Each opening gets a fresh form (its key), filled from the recipient it edits.
  const [dialog, setDialog] = useState<{ open: boolean; recipient: Recipient | null; key: number }>({
    open: false,
    recipient: null,
    key: 0,
  });
  const open = (recipient: Recipient | null) => setDialog((d) => ({ open: true, recipient, key: d.key + 1 }));
  return (
    <Panel title={t('campaigns.recipients.title')} testId="recipients-section">
      <Stack vertical gap="md">
        <Stack wrap gap="xs" align="center" justify="space-between">
          <span data-testid="recipient-count">
            {t('campaigns.recipients.count', {
              count: campaign.recipientCount,
              n: formatCount(campaign.recipientCount),
            })}
          </span>
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            {editable && (
              <Button icon={<PlusOutlined />} onClick={() => open(null)} data-testid="recipient-add">
                {t('campaigns.recipients.add')}
              </Button>
            )}
            {/* A plain link: the browser streams the file to disk, however many recipients there are. */}
            <Button
              icon={<DownloadOutlined />}
              href={recipientsExportUrl(campaign.id)}
              download
              data-testid="recipients-download"
            >
              {t('campaigns.recipients.download')}
            </Button>
            {mayDownloadCodes(campaign, manages) && (
              <Button
                icon={<DownloadOutlined />}
                href={vouchersExportUrl(campaign.id)}
                download
                data-testid="vouchers-download"
              >
                {t('campaigns.recipients.downloadCodes')}
              </Button>
            )}
          </span>
        </Stack>
        {!editable && <Paragraph>{t('campaigns.recipients.readOnly')}</Paragraph>}
        {hasVouchers(campaign) && (
          <Paragraph data-testid="recipients-codes-hint">
            {campaign.type === 'automatic'
              ? t('campaigns.recipients.codesAutomatic')
              : manages
                ? t('campaigns.recipients.codesManual')
                : t('campaigns.recipients.codesManualOthers')}
          </Paragraph>
        )}
        <RecipientList
          campaignId={campaign.id}
          editable={editable}
          onEdit={open}
          vouchers={hasVouchers(campaign)}
          sendCodes={maySendCodes(campaign, manages)}
        />
        {editable && <CsvImport campaignId={campaign.id} campaignName={campaign.name} />}
      </Stack>
      <RecipientDialog
        key={dialog.key}
        campaignId={campaign.id}
        recipient={dialog.recipient}
        open={dialog.open}
        onClose={() => setDialog((d) => ({ ...d, open: false }))}
      />
    </Panel>
  );
}

export default RecipientsSection;

import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { CampaignType } from '@cadeau/contracts';
import { campaignTypes } from '@cadeau/contracts/values';
import { Field, TextField } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { useCreateCampaign } from '../api/campaigns';
import { NewDraftDialog } from './NewDraftDialog';

/** "New campaign": a name and the type; the draft opens in the workspace. */
export default function NewCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateCampaign();
  const form = useForm({ name: '', type: 'automatic' as CampaignType }, (v) => ({
    name: v.name.trim() ? undefined : 'campaigns.create.nameRequired',
  }));
  return (
    <NewDraftDialog
      open={open}
      onClose={onClose}
      title={t('campaigns.create.title')}
      okText={t('campaigns.create.create')}
      okTestId="create-campaign"
      formTestId="new-campaign-form"
      form={form}
      create={create}
      body={(v) => ({ name: v.name.trim(), type: v.type })}
    >
      <TextField id="new-campaign-name" label={t('campaigns.create.name')} maxLength={200} {...form.bind('name')} />
      <Field id="new-campaign-type" labelFor="new-campaign-type-automatic" label={t('campaigns.create.type')}>
        <Radio.Group
          aria-labelledby="new-campaign-type-label"
          value={form.values.type}
          onChange={(e) => form.setValue('type', e.target.value as CampaignType)}
          optionType="button"
          options={campaignTypes.map((type) => ({
            value: type,
            label: t(`campaigns.type.${type}`),
            id: `new-campaign-type-${type}`,
          }))}
        />
      </Field>
    </NewDraftDialog>
  );
}

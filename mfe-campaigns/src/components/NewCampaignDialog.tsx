import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CampaignType } from '@cadeau/contracts';
import { campaignTypes } from '@cadeau/contracts/values';
import { Field, TextField } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useCreateCampaign } from '../api/campaigns';

/** "New campaign": a name and the type; the draft opens in the workspace. */
export default function NewCampaignDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const form = useForm({ name: '', type: 'automatic' as CampaignType }, (v) => ({
    name: v.name.trim() ? undefined : 'campaigns.create.nameRequired',
  }));
  const submit = form.handleSubmit((v) =>
    create.mutate(
      { name: v.name.trim(), type: v.type },
      {
        onSuccess: (campaign) => {
          showSuccess(t('campaigns.create.created'));
          onClose();
          void navigate(`/cockpit/campaigns/${campaign.id}`);
        },
        onError: (err) => {
          if (!form.applyServerIssues(err)) showError(err);
        },
      },
    ),
  );
  return (
    <Modal
      open={open}
      title={t('campaigns.create.title')}
      okText={t('campaigns.create.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'create-campaign' }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      <form
        noValidate
        onSubmit={submit}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        data-testid="new-campaign-form"
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
        {/* Enter in the name field submits, as in any form. */}
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

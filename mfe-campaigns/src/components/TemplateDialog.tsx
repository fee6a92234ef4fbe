import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { templateElements, type TemplateElement } from '@cadeau/contracts/values';
import { CheckboxGroup, SelectField, TextField } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useCampaignList, useCreateFromTemplate } from '../api/campaigns';

interface Values {
  source: string;
  name: string;
  copy: TemplateElement[];
}

/**
 * "New from template": the giver picks one of the organisation's campaigns, names the new draft and chooses
 * which elements to copy (mail design, greeting design, recipients, products); the draft opens in the workspace.
 */
export default function TemplateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const campaigns = useCampaignList({ page: 1, pageSize: 100, sort: 'name', order: 'asc' }, open);
  const create = useCreateFromTemplate();
  const form = useForm<Values>({ source: '', name: '', copy: [...templateElements] }, (v) => ({
    source: v.source ? undefined : 'campaigns.template.sourceRequired',
    name: v.name.trim() ? undefined : 'campaigns.create.nameRequired',
  }));
  const submit = form.handleSubmit((v) =>
    create.mutate(
      { campaignId: v.source, name: v.name.trim(), copy: v.copy },
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
  const source = form.bind('source');
  return (
    <Modal
      open={open}
      title={t('campaigns.template.title')}
      okText={t('campaigns.template.create')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'template-create' }}
      onOk={submit}
      onCancel={onClose}
      afterClose={() => form.reset()}
      destroyOnHidden
    >
      <form noValidate onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <SelectField
          id="template-source"
          label={t('campaigns.template.source')}
          value={source.value || undefined}
          onChange={(value) => form.setValue('source', value)}
          error={source.error}
          loading={campaigns.isFetching}
          help={t('campaigns.template.sourceHelp')}
          options={(campaigns.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
        <TextField id="template-name" label={t('campaigns.template.name')} maxLength={200} {...form.bind('name')} />
        <div>
          {/* The visible caption; screen readers hear the group's legend (the same words). */}
          <div aria-hidden style={{ fontWeight: 500, marginBottom: 4 }}>
            {t('campaigns.template.copy')}
          </div>
          <CheckboxGroup<TemplateElement>
            legend={t('campaigns.template.copy')}
            options={templateElements.map((e) => ({ value: e, label: t(`campaigns.template.elements.${e}`) }))}
            value={form.values.copy}
            onChange={(copy) => form.setValue('copy', copy)}
            testId="template-copy"
          />
        </div>
        <button type="submit" hidden />
      </form>
    </Modal>
  );
}

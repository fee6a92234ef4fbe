import { useTranslation } from 'react-i18next';
import { templateElements, type TemplateElement } from '@cadeau/contracts/values';
import { CheckboxGroup, SelectField, TextField } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { useCampaignList, useCreateFromTemplate } from '../api/campaigns';
import { NewDraftDialog } from './NewDraftDialog';

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
  const campaigns = useCampaignList({ page: 1, pageSize: 100, sort: 'name', order: 'asc' }, open);
  const create = useCreateFromTemplate();
  const form = useForm<Values>({ source: '', name: '', copy: [...templateElements] }, (v) => ({
    source: v.source ? undefined : 'campaigns.template.sourceRequired',
    name: v.name.trim() ? undefined : 'campaigns.create.nameRequired',
  }));
  const source = form.bind('source');
  return (
    <NewDraftDialog
      open={open}
      onClose={onClose}
      title={t('campaigns.template.title')}
      okText={t('campaigns.template.create')}
      okTestId="template-create"
      form={form}
      create={create}
      body={(v) => ({ campaignId: v.source, name: v.name.trim(), copy: v.copy })}
    >
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
    </NewDraftDialog>
  );
}

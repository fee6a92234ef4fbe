import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignType } from '@cadeau/contracts';
import { campaignTypes } from '@cadeau/contracts/values';
import { TextField, Stack } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { SectionPanel } from '../workspace/SectionPanel';
import { useSectionSave } from '../workspace/use-section-save';

interface Values {
  name: string;
  type: CampaignType;
}

/**
 * The campaign's name and how its gift codes are sent (automatic or manual, spec section 4), both changeable
 * while the campaign is editable (PUT /campaign takes `name` and `type`); only what changed is sent. A name is
 * required (as contracts `campaignName`: trimmed, 1 to 200 characters); the server's refusals show at the field.
 */
export function TypeSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const editable = campaign.actions.includes('edit');
  const form = useForm<Values>({ name: campaign.name, type: campaign.type }, (v) => ({
    name: v.name.trim() ? undefined : 'campaigns.create.nameRequired',
  }));
  const { save, saving } = useSectionSave(campaign, form.applyServerIssues);
  const name = form.values.name.trim();
  const changed = name !== campaign.name || form.values.type !== campaign.type;
  return (
    <SectionPanel section="type" title={t('campaigns.sections.type')}>
      <Stack
        as="form"
        vertical
        gap="sm"
        align="flex-start"
        noValidate
        onSubmit={form.handleSubmit((v) => {
          if (!changed) return;
          save({
            ...(name !== campaign.name ? { name } : {}),
            ...(v.type !== campaign.type ? { type: v.type } : {}),
          });
        })}
      >
        <div style={{ width: 360, maxWidth: '100%' }}>
          <TextField
            id="campaign-name"
            label={t('campaigns.typeSection.name')}
            maxLength={200}
            autoComplete="off"
            disabled={!editable}
            data-testid="campaign-name"
            {...form.bind('name')}
          />
        </div>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} disabled={!editable}>
          <legend className="visually-hidden">{t('campaigns.typeSection.legend')}</legend>
          <Radio.Group
            value={form.values.type}
            disabled={!editable}
            onChange={(e) => form.setValue('type', e.target.value as CampaignType)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            data-testid="campaign-type"
          >
            {campaignTypes.map((value) => (
              <Radio key={value} value={value} data-testid={`campaign-type-${value}`}>
                <strong>{t(`campaigns.type.${value}`)}</strong>
                <span style={{ display: 'block' }}>{t(`campaigns.typeHelp.${value}`)}</span>
              </Radio>
            ))}
          </Radio.Group>
        </fieldset>
        {editable && (
          <Button htmlType="submit" disabled={!changed} loading={saving} data-testid="save-type">
            {t('campaigns.workspace.save')}
          </Button>
        )}
      </Stack>
    </SectionPanel>
  );
}

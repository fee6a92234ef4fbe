import { useState } from 'react';
import Button from 'antd/es/button';
import Radio from 'antd/es/radio';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, CampaignType } from '@cadeau/contracts';
import { SectionPanel } from '../workspace/SectionPanel';
import { useSectionSave } from '../workspace/use-section-save';

const TYPES: readonly CampaignType[] = ['automatic', 'manual'];

/** Automatic or manual sending of the gift codes, switchable while the campaign is editable (spec section 4). */
export function TypeSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const editable = campaign.actions.includes('edit');
  const [type, setType] = useState<CampaignType>(campaign.type);
  const { save, saving } = useSectionSave(campaign, () => false);
  const changed = type !== campaign.type;
  return (
    <SectionPanel section="type" title={t('campaigns.sections.type')}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) save({ type });
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}
      >
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }} disabled={!editable}>
          <legend className="visually-hidden">{t('campaigns.typeSection.legend')}</legend>
          <Radio.Group
            value={type}
            disabled={!editable}
            onChange={(e) => setType(e.target.value as CampaignType)}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
            data-testid="campaign-type"
          >
            {TYPES.map((value) => (
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
      </form>
    </SectionPanel>
  );
}

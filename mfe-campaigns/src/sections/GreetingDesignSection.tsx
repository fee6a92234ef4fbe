import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, GreetingDesignRecord } from '@cadeau/contracts';
import { GREETING_TEXT_MAX, type GreetingDesign } from '@cadeau/contracts/mail-design';
import { ApiError } from '@cadeau/ui/api';
import { LoadError, Panel, PageSkeleton, Stack } from '@cadeau/ui/cockpit';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useGreetingDesign, useSaveGreetingDesign, type Language } from '../api/designs';
import { GreetingPreview } from '../greeting/GreetingPreview';
import { LocalizedText } from '../mail-design/LocalizedText';

/**
 * The workspace's greeting design (spec section 3): the greeting text in German and English, whether a
 * recipient's own greeting and salutation override it, and a preview of the page the recipient sees.
 * Read-only unless the caller may design the campaign now (`editDesigns`).
 */
export function GreetingDesignSection({
  campaign,
}: {
  campaign: Pick<CampaignDetail, 'id' | 'status' | 'actions' | 'name'>;
}) {
  const { i18n } = useTranslation();
  const record = useGreetingDesign(campaign.id);
  const [language, setLanguage] = useState<Language>(i18n.language === 'de' ? 'de' : 'en');
  if (record.isError) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <PageSkeleton />;
  return <GreetingDesigner campaign={campaign} loaded={record.data} language={language} onLanguage={setLanguage} />;
}

function GreetingDesigner({
  campaign,
  loaded,
  language,
  onLanguage,
}: {
  campaign: Pick<CampaignDetail, 'id' | 'actions' | 'name'>;
  loaded: GreetingDesignRecord;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGreetingDesign(campaign.id);
  const [draft, setDraft] = useState<GreetingDesign>(loaded.design);
  const [errors, setErrors] = useState<Partial<Record<'de' | 'en', string>>>({});
  // A new design from the server (a save's answer, or another person's save) replaces the draft, during render
  // rather than in an effect; query answers keep their identity while unchanged, so this runs only on a change.
  const [base, setBase] = useState(loaded);
  if (loaded !== base) {
    setBase(loaded);
    setDraft(loaded.design);
  }
  const editable = loaded.editable && campaign.actions.includes('editDesigns');

  const submit = () =>
    save.mutateAsync({ id: loaded.id, version: loaded.version, design: draft }).then(
      () => showSuccess(t('campaigns.greeting.saved')),
      (err: unknown) => {
        if (err instanceof ApiError && err.issues.length) {
          const at = (lang: 'de' | 'en') =>
            err.issues.find((i) => i.path.includes('greetingText') && i.path.at(-1) === lang)?.message;
          const de = at('de');
          const en = at('en');
          setErrors({ de: de && t(de), en: en && t(en) });
        }
        showError(err);
      },
    );

  return (
    <Panel title={t('campaigns.greeting.title')} testId="greeting-design-section">
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
          gap: 24,
          alignItems: 'start',
        }}
      >
        <Stack vertical gap="sm" minWidth={0}>
          {!editable && <Alert type="info" showIcon title={t('campaigns.greeting.readOnly')} />}
          <LocalizedText
            id="greeting-text"
            label={t('campaigns.greeting.text')}
            help={t('campaigns.greeting.textHelp')}
            value={draft.greetingText}
            onChange={(greetingText) => {
              setDraft({ ...draft, greetingText });
              setErrors({});
            }}
            kind="none"
            multiline
            maxLength={GREETING_TEXT_MAX}
            disabled={!editable}
            serverErrors={errors}
          />
          <Checkbox
            checked={draft.allowCustomGreeting}
            disabled={!editable}
            onChange={(e) => setDraft({ ...draft, allowCustomGreeting: e.target.checked })}
            data-testid="greeting-allow-greeting"
          >
            {t('campaigns.greeting.allowCustomGreeting')}
          </Checkbox>
          <Checkbox
            checked={draft.allowCustomSalutation}
            disabled={!editable}
            onChange={(e) => setDraft({ ...draft, allowCustomSalutation: e.target.checked })}
            data-testid="greeting-allow-salutation"
          >
            {t('campaigns.greeting.allowCustomSalutation')}
          </Checkbox>
          {editable && (
            <div>
              <Button type="primary" loading={save.isPending} onClick={() => void submit()} data-testid="greeting-save">
                {t('campaigns.greeting.save')}
              </Button>
            </div>
          )}
        </Stack>
        <GreetingPreview design={draft} campaignName={campaign.name} language={language} onLanguage={onLanguage} />
      </div>
    </Panel>
  );
}

export default GreetingDesignSection;

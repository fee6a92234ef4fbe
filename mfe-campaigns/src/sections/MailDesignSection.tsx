import { useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Select from 'antd/es/select';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, MailDesignRecord } from '@cadeau/contracts';
import {
  mailDesignLimits,
  type MailDesign,
  type MailDesignBlock,
  type MailDesignBlockType,
} from '@cadeau/contracts/mail-design';
import { ApiError } from '@cadeau/ui/api';
import { ConfirmDialog, LoadError, Panel, PageSkeleton, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { errorTexts, showError, showSuccess, toasts } from '@cadeau/ui/toast';
import { useMailDesign, useSaveMailDesign, useSendTestMail, type Language } from '../api/designs';
import { addableTypes, addBlock, moveBlock, removeBlock, replaceBlock } from '../mail-design/blocks';
import { BlockList } from '../mail-design/BlockList';
import type { BlockErrors } from '../mail-design/BlockEditor';
import {
  designerIssue,
  issueLines,
  issuesStillHolding,
  missingImages,
  type DesignIssue,
} from '../mail-design/design-issues';
import { LocalizedText } from '../mail-design/LocalizedText';
import { MailPreview } from '../mail-design/MailPreview';
import { ThemeFields } from '../mail-design/ThemeFields';

type Issue = DesignIssue;

/**
 * The workspace's mail designer (issue 11): subject in German and English, theme, and the mail's typed blocks
 * (add, reorder by buttons or keyboard, edit, remove), beside the server's live rendering in a sandboxed frame.
 * "Send me a test mail" sends the saved design to the caller. Read-only unless the campaign may be designed now
 * by the caller (`editDesigns`: an editable campaign; admin, manager or designer).
 */
export function MailDesignSection({ campaign }: { campaign: Pick<CampaignDetail, 'id' | 'status' | 'actions'> }) {
  const { i18n } = useTranslation();
  const record = useMailDesign(campaign.id);
  // Chosen once per visit: a save (which starts the designer afresh from the saved design) keeps it.
  const [language, setLanguage] = useState<Language>(i18n.language === 'de' ? 'de' : 'en');
  if (record.isError) return <LoadError error={record.error} onRetry={() => void record.refetch()} />;
  if (!record.data) return <PageSkeleton />;
  return <MailDesigner campaign={campaign} loaded={record.data} language={language} onLanguage={setLanguage} />;
}

function MailDesigner({
  campaign,
  loaded,
  language,
  onLanguage,
}: {
  campaign: Pick<CampaignDetail, 'id' | 'actions'>;
  loaded: MailDesignRecord;
  language: Language;
  onLanguage: (language: Language) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveMailDesign(campaign.id);
  const test = useSendTestMail(campaign.id);
  const [draft, setDraft] = useState<MailDesign>(loaded.design);
  // A stable key per block, so a block's fields keep their state while it moves.
  const [keys, setKeys] = useState<number[]>(() => loaded.design.blocks.map((_, i) => i));
  const [nextKey, setNextKey] = useState(loaded.design.blocks.length);
  const [issues, setIssues] = useState<Issue[]>([]);
  const [newType, setNewType] = useState<MailDesignBlockType | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  // A new design from the server (a save's answer, or another person's save) replaces the draft, during render
  // rather than in an effect. Query answers keep their identity while unchanged, so this runs only on a change;
  // the blocks keep their keys (and the focus stays where it is) when the draft was already what was saved.
  const [base, setBase] = useState(loaded);
  if (loaded !== base) {
    setBase(loaded);
    if (JSON.stringify(loaded.design) !== JSON.stringify(draft)) {
      setDraft(loaded.design);
      setKeys(loaded.design.blocks.map((_, i) => nextKey + i));
      setNextKey(nextKey + loaded.design.blocks.length);
      setIssues([]);
    }
  }
  const editable = loaded.editable && campaign.actions.includes('editDesigns');
  const dirty = JSON.stringify(draft) !== JSON.stringify(loaded.design);
  // An edit clears the issues of the fields it changed: their cause may be gone (issue 23).
  const change = (next: MailDesign) => {
    setIssues((current) => issuesStillHolding(current, draft, next));
    setDraft(next);
  };
  // A refused save: the issues at their fields, and a summary that names each place as the screen numbers it.
  const refuse = (found: Issue[], err?: unknown) => {
    setIssues(found);
    const summary = err ? errorTexts(err).summary : t('campaigns.mailDesign.notSaved');
    toasts.add({ severity: 'error', summary, detail: issueLines(found, draft, t).join('\n') || undefined });
  };
  const issueAt = (...path: (string | number)[]) =>
    issues.find((i) => path.every((p, n) => i.path[n] === p) && i.path.length === path.length)?.message;
  const errorsOf = (index: number): BlockErrors =>
    Object.fromEntries(
      issues
        .filter((i) => i.path[0] === 'blocks' && i.path[1] === index)
        .map((i) => [i.path.slice(2).join('.'), t(i.message)]),
    );
  const listIssue = issueAt('blocks');

  const submit = () => {
    const missing = missingImages(draft);
    if (missing.length) return refuse(missing);
    save.mutate(
      { id: loaded.id, version: loaded.version, design: draft },
      {
        onSuccess: () => {
          setIssues([]);
          showSuccess(t('campaigns.mailDesign.saved'));
        },
        onError: (err) => {
          if (err instanceof ApiError && err.message.startsWith('zod.') && err.issues.length) {
            // Issues below `design` belong to its fields; shown at them, with a summary above.
            return refuse(
              err.issues.map((i) =>
                designerIssue({ path: i.path.slice(i.path[0] === 'design' ? 1 : 0), message: i.message }, draft),
              ),
              err,
            );
          }
          showError(err);
        },
      },
    );
  };

  const sendTest = () =>
    test.mutate(
      { id: loaded.id, language },
      {
        onSuccess: ({ to }) => showSuccess(t('campaigns.mailDesign.testSent', { to })),
        onError: (err) => void showError(err),
      },
    );

  return (
    <Panel title={t('campaigns.mailDesign.title')} testId="mail-design-section">
      <Stack vertical gap="md">
        {!editable && <Alert type="info" showIcon title={t('campaigns.mailDesign.readOnly')} />}
        {loaded.version === 0 && editable && (
          <Alert type="info" showIcon title={t('campaigns.mailDesign.notSavedYet')} data-testid="mail-design-unsaved" />
        )}
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 420px), 1fr))',
            gap: 24,
            alignItems: 'start',
          }}
        >
          <Stack vertical gap="md" minWidth={0}>
            <LocalizedText
              id="mail-subject"
              label={t('campaigns.mailDesign.fields.subject')}
              value={draft.subject}
              onChange={(subject) => change({ ...draft, subject })}
              kind="plain"
              maxLength={mailDesignLimits.subject}
              disabled={!editable}
              serverErrors={{ de: issueAt('subject', 'de'), en: issueAt('subject', 'en') }}
            />
            <ThemeFields
              id="mail-theme"
              theme={draft.theme}
              disabled={!editable}
              onChange={(theme) => change({ ...draft, theme })}
            />
            {listIssue && <Alert type="error" showIcon title={t(listIssue)} />}
            <BlockList
              blocks={draft.blocks}
              keys={keys}
              disabled={!editable}
              errorsOf={errorsOf}
              onChange={(index, block: MailDesignBlock) => change(replaceBlock(draft, index, block))}
              onMove={(from, to) => {
                change(moveBlock(draft, from, to));
                const moved = [...keys];
                const [key] = moved.splice(from, 1);
                moved.splice(to, 0, key!);
                setKeys(moved);
                // Server issues point at positions: after a move they would point at the wrong block.
                setIssues([]);
              }}
              onRemove={(index) => {
                change(removeBlock(draft, index));
                setKeys(keys.filter((_, i) => i !== index));
                setIssues([]);
              }}
            />
            {editable && (
              <Stack gap="xs" wrap align="center">
                <Select<MailDesignBlockType>
                  aria-label={t('campaigns.mailDesign.newBlockType')}
                  placeholder={t('campaigns.mailDesign.newBlockType')}
                  value={newType}
                  onChange={setNewType}
                  style={{ minWidth: 200 }}
                  options={addableTypes(draft.blocks).map((type) => ({
                    value: type,
                    label: t(`campaigns.mailDesign.types.${type}`),
                  }))}
                  data-testid="mail-block-type"
                />
                <Button
                  disabled={!newType || draft.blocks.length >= mailDesignLimits.blocks}
                  onClick={() => {
                    if (!newType) return;
                    const added = addBlock(draft, newType);
                    change(added.design);
                    const nextKeys = [...keys];
                    nextKeys.splice(added.index, 0, nextKey);
                    setNextKey(nextKey + 1);
                    setKeys(nextKeys);
                    setIssues([]);
                    setNewType(null);
                  }}
                  data-testid="mail-block-add"
                >
                  {t('campaigns.mailDesign.addBlock')}
                </Button>
              </Stack>
            )}
            {editable && (
              <Stack gap="xs" wrap align="center">
                <Button type="primary" loading={save.isPending} onClick={submit} data-testid="mail-design-save">
                  {t('campaigns.mailDesign.save')}
                </Button>
                {dirty && (
                  <Button onClick={() => setConfirmDiscard(true)} data-testid="mail-design-discard">
                    {t('campaigns.mailDesign.discard')}
                  </Button>
                )}
              </Stack>
            )}
            {campaign.actions.includes('editDesigns') && (
              <Stack vertical gap="xxs">
                <div>
                  <Button
                    icon={<MailOutlined />}
                    loading={test.isPending}
                    disabled={dirty || loaded.version === 0}
                    aria-describedby="mail-test-help"
                    onClick={sendTest}
                    data-testid="mail-design-test"
                  >
                    {t('campaigns.mailDesign.sendTest', { language: t(`common.languages.${language}`) })}
                  </Button>
                </div>
                <span id="mail-test-help" style={{ fontSize: 12 }}>
                  {dirty || loaded.version === 0
                    ? t('campaigns.mailDesign.testNeedsSave')
                    : t('campaigns.mailDesign.testHelp')}
                </span>
              </Stack>
            )}
          </Stack>
          <ConfirmDialog
            open={confirmDiscard}
            title={t('campaigns.mailDesign.discardTitle')}
            okText={t('campaigns.mailDesign.discard')}
            danger
            testId="confirm-discard"
            onCancel={() => setConfirmDiscard(false)}
            onConfirm={() => {
              setConfirmDiscard(false);
              setDraft(loaded.design);
              setKeys(loaded.design.blocks.map((_, i) => nextKey + i));
              setNextKey(nextKey + loaded.design.blocks.length);
              setIssues([]);
            }}
          >
            <Paragraph>{t('campaigns.mailDesign.discardText')}</Paragraph>
          </ConfirmDialog>
          <MailPreview
            campaignId={campaign.id}
            designId={loaded.id}
            design={draft}
            language={language}
            onLanguage={onLanguage}
          />
        </div>
      </Stack>
    </Panel>
  );
}

export default MailDesignSection;

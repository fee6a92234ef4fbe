import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Setting } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';
import { issuesAtSettings, useSettings, useUpdateSettings } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import {
  ConfirmDialog,
  controlState,
  Field,
  LoadError,
  PageSkeleton,
  PageTitle,
  Panel,
  Stack,
  Paragraph,
} from '@cadeau/ui/cockpit';
import { useEditForm } from '@cadeau/ui/form';
import { settingChecks } from '../components/setting-checks';
import { formatChf, formatCount, formatCountry, formatPercent } from '@cadeau/ui/format';
import { currentLanguage, type Language } from '@cadeau/ui/i18n';
import { SettingInput, isCountrySetting } from '../components/SettingInput';

type Values = Record<string, unknown>;
type TFunction = ReturnType<typeof useTranslation>['t'];

/** Issues about two settings at once: changing either end may resolve them, so both ends drop them. */
const PAIR_ISSUES = new Set<string>([ErrorKeys.setting.maxBelowMin]);

/** The server's issues (already at setting keys) as the distinct messages of each setting. */
function issuesByKey(issues: { path: string[]; message: string }[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const { path, message } of issues) {
    const [key] = path;
    if (!key) continue;
    const messages = (out[key] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return out;
}

/** The values of `settings` by key: the form's values. */
const valuesOf = (settings: Setting[]): Values => Object.fromEntries(settings.map((s) => [s.key, s.value]));

/** Money settings (Rappen) read as CHF; other numbers as they are. */
function showNumber(setting: Setting, n: number): string {
  return setting.unit === 'rappen' ? formatChf(n) : String(n);
}

/** A limit as the message names it, in the page's language with the setting's unit: 365 days, 1'000, CHF 1'000.00, 2,5 %. */
function limitText(setting: Setting, n: number, lang: Language, t: TFunction): string {
  if (setting.unit === 'rappen') return formatChf(n);
  const value = (setting.fractionDigits ?? 0) > 0 ? formatPercent(n, lang) : formatCount(n, lang);
  const unit =
    setting.unit === 'days' || setting.unit === 'percent' || setting.unit === 'megabytes' ? setting.unit : 'number';
  return t(`admin.settings.limit.${unit}`, { value, count: n });
}

/**
 * The server's message of a setting's issue as the page shows it: a broken bound (`zod.tooBig`, `zod.tooSmall`)
 * names the limit, "At most 365 days." rather than "Too large." (issue 23); other messages stay as they are.
 */
function settingIssue(
  setting: Setting | undefined,
  message: string,
  t: TFunction,
): { message: string; params?: Record<string, string> } {
  const lang = currentLanguage();
  if (setting?.type === 'number' && message === 'zod.tooBig' && setting.max !== null)
    return { message: 'admin.settings.tooBig', params: { limit: limitText(setting, setting.max, lang, t) } };
  if (setting?.type === 'number' && message === 'zod.tooSmall' && setting.min !== null)
    return { message: 'admin.settings.tooSmall', params: { limit: limitText(setting, setting.min, lang, t) } };
  return { message };
}

function Bounds({ setting }: { setting: Setting }) {
  const { t } = useTranslation();
  if (setting.type !== 'number' || (setting.min === null && setting.max === null)) return null;
  const min = setting.min === null ? null : showNumber(setting, setting.min);
  const max = setting.max === null ? null : showNumber(setting, setting.max);
  if (min !== null && max !== null) return <>{t('admin.settings.bounds', { min, max })}</>;
  return <>{min !== null ? t('admin.settings.min', { min }) : t('admin.settings.max', { max })}</>;
}

function showValue(setting: Setting, value: unknown): string {
  if (typeof value === 'number') return showNumber(setting, value);
  if (isCountrySetting(setting.key) && typeof value === 'string' && value)
    return formatCountry(value, currentLanguage());
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value).join('–');
  if (Array.isArray(value)) return value.join(', ');
  return value === '' || value === null || value === undefined ? '—' : String(value);
}

function Group({ group, settings }: { group: string; settings: Setting[] }) {
  const { t } = useTranslation();
  const update = useUpdateSettings('global');
  const form = useEditForm<Values>(valuesOf(settings), settingChecks(settings));
  const { changed } = form;
  // Every issue the server answered, by setting (issue 9: all of them, not the first per field); a setting's
  // own issues go when it changes, one about a pair of settings (a maximum below its minimum) when either does.
  const [serverIssues, setServerIssues] = useState<Record<string, string[]>>({});
  // Discarding cannot be undone: it asks first (issue 23), as the mail designer's does.
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const groupName = t(`admin.settings.groups.${group}`, { defaultValue: group });
  const clearIssuesOf = (key: string) =>
    setServerIssues((all) => {
      // A pair's issue at the changed setting goes at the other end too: the change may have resolved it.
      const resolved = new Set((all[key] ?? []).filter((m) => PAIR_ISSUES.has(m)));
      return Object.fromEntries(
        Object.entries(all)
          .map(([k, messages]) => [k, k === key ? [] : messages.filter((m) => !resolved.has(m))] as const)
          .filter(([, messages]) => messages.length),
      );
    });
  const label = (key: string) => t(`admin.settings.keys.${key}`, { defaultValue: key });
  const byKey = new Map(settings.map((s) => [s.key, s]));
  const save = () => {
    update.mutate(
      changed.map((key) => ({ key, value: form.values[key] })),
      {
        onSuccess: (all) => {
          setServerIssues({});
          form.reset(valuesOf(all.filter((s) => s.key in form.values)));
          showSuccess(t('admin.settings.saved'));
        },
        onError: (err) => {
          const atKeys = issuesAtSettings(err, changed);
          setServerIssues(atKeys ? issuesByKey(atKeys.issues) : {});
          // The toast names the setting, not the request body's path (`values.0.value`).
          showError(
            atKeys
              ? {
                  ...atKeys,
                  issues: atKeys.issues.map((i) => ({
                    ...i,
                    ...settingIssue(byKey.get(i.path[0]), i.message, t),
                    path: i.path.map(label),
                  })),
                }
              : err,
          );
        },
      },
    );
  };
  const errorAt = (key: string, clientError: string | null): string | null => {
    const server = serverIssues[key];
    if (!server?.length) return clientError;
    return server
      .map((m) => {
        const issue = settingIssue(byKey.get(key), m, t);
        return t(issue.message, issue.params);
      })
      .join(' ');
  };
  return (
    <Panel title={t(`admin.settings.groups.${group}`, { defaultValue: group })} testId={`settings-group-${group}`}>
      <Stack as="form" vertical gap="md" onSubmit={form.handleSubmit(save)}>
        {settings.map((s) => {
          const id = `setting-${s.key.replace('.', '-')}`;
          const bound = form.bind(s.key);
          const { value } = bound;
          const error = errorAt(s.key, bound.error);
          const onChange = (next: unknown) => {
            clearIssuesOf(s.key);
            bound.onChange(next);
          };
          const help = (
            // In the field's help colour as it is: dimmed further it fell below 4.5:1 (issue 9).
            <span>
              <Bounds setting={s} /> {t('admin.settings.default', { value: showValue(s, s.default) })}
            </span>
          );
          const state = controlState({ id, error, help });
          return (
            <div key={s.key} data-testid="setting" data-key={s.key}>
              <Field
                id={id}
                labelFor={s.type === 'interval' ? `${id}-from` : id}
                label={
                  // A long word (a setting's key where its name is missing) breaks rather than widen a phone's page.
                  <span style={{ overflowWrap: 'anywhere' }}>
                    {label(s.key)}
                    {s.visibility === 'admin' && (
                      <Tag style={{ marginInlineStart: 8 }}>{t('admin.settings.adminOnly')}</Tag>
                    )}
                  </span>
                }
                error={error}
                help={help}
              >
                {/* A block around the control, so the field's column does not stretch a switch or a group. */}
                <div>
                  <SettingInput
                    setting={s}
                    id={id}
                    value={value}
                    invalid={Boolean(state['aria-invalid'])}
                    describedBy={state['aria-describedby']!}
                    onChange={onChange}
                  />
                </div>
              </Field>
            </div>
          );
        })}
        {/* On a phone the two buttons stack rather than widen the card (issue 23). */}
        <Stack wrap gap="sm" testId={`actions-${group}`}>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!changed.length}
            loading={update.isPending}
            data-testid={`save-${group}`}
          >
            {t('admin.settings.save', { group: groupName })}
          </Button>
          <Button disabled={!changed.length} onClick={() => setConfirmDiscard(true)} data-testid={`discard-${group}`}>
            {t('admin.settings.reset')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('admin.settings.discardTitle', { group: groupName })}
        okText={t('admin.settings.reset')}
        danger
        testId="confirm-discard"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          setServerIssues({});
          form.reset();
        }}
      >
        <Paragraph>{t('admin.settings.discardText')}</Paragraph>
      </ConfirmDialog>
    </Panel>
  );
}

/** /cockpit/settings: the global settings, a typed editor per setting with its bounds, saved per group. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending, error, refetch } = useSettings('global');
  if (isPending) return <PageSkeleton />;
  if (!data)
    return (
      <Stack vertical testId="admin-settings-page">
        <PageTitle title={t('admin.settings.title')} />
        <LoadError error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  const groups = [...new Set(data.map((s) => s.group))];
  return (
    <Stack vertical maxWidth={900} testId="admin-settings-page">
      <PageTitle title={t('admin.settings.title')} />
      <Paragraph>{t('admin.settings.description')}</Paragraph>
      {groups.map((g) => (
        <Group key={g} group={g} settings={data.filter((s) => s.group === g)} />
      ))}
    </Stack>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@cadeau/contracts';
import { ApiError, useSettings, useUpdateSettings } from '@cadeau/ui/api';
import { showError, showSuccess, translateErrorKey } from '@cadeau/ui/toast';
import { Panel } from '@cadeau/ui/cockpit';
import { formatChf } from '@cadeau/ui/format';
import { PageTitle } from '../components/ListTable';
import { SettingInput } from '../components/SettingInput';
import { useErrorToast } from '../components/use-error-toast';

/** The server's issue paths are `values.<index>.value…`: which of the sent keys each message is about. */
function fieldErrors(err: unknown, sentKeys: string[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  if (!(err instanceof ApiError)) return out;
  for (const issue of err.issues) {
    const [first, index] = issue.path;
    const key = first === 'values' && typeof index === 'number' ? sentKeys[index] : undefined;
    if (key) (out[key] ??= []).push(translateErrorKey(issue.message));
  }
  return out;
}

/** Money settings (Rappen) read as CHF; other numbers as they are. */
function showNumber(setting: Setting, n: number): string {
  return setting.unit === 'rappen' ? formatChf(n) : String(n);
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
  if (value && typeof value === 'object' && !Array.isArray(value)) return Object.values(value).join('–');
  if (Array.isArray(value)) return value.join(', ');
  return value === '' || value === null || value === undefined ? '—' : String(value);
}

function Group({ group, settings }: { group: string; settings: Setting[] }) {
  const { t } = useTranslation();
  const update = useUpdateSettings('global');
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const changed = Object.keys(draft);
  const save = () => {
    const values = changed.map((key) => ({ key, value: draft[key] }));
    update.mutate(values, {
      onSuccess: () => {
        setDraft({});
        setErrors({});
        showSuccess(t('admin.settings.saved'));
      },
      onError: (err) => {
        setErrors(fieldErrors(err, changed));
        // The toast names the setting instead of the body path (`values.0.value`) the server reports.
        const label = (key: string | undefined) => (key ? t(`admin.settings.keys.${key}`, { defaultValue: key }) : '');
        showError(err instanceof ApiError ? { message: err.message, issues: err.issues.map((i) => ({ ...i, path: [label(i.path[0] === 'values' && typeof i.path[1] === 'number' ? changed[i.path[1]] : undefined)].filter(Boolean) })) } : err);
      },
    });
  };
  return (
    <Panel title={t(`admin.settings.groups.${group}`, { defaultValue: group })} testId={`settings-group-${group}`}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 16 }}
      >
        {settings.map((s) => {
          const id = `setting-${s.key.replace('.', '-')}`;
          const value = s.key in draft ? draft[s.key] : s.value;
          const fieldErrs = errors[s.key] ?? [];
          return (
            <div key={s.key} data-testid="setting" data-key={s.key}>
              <label id={`${id}-label`} htmlFor={s.type === 'interval' ? `${id}-from` : id} style={{ display: 'block', fontWeight: 500, marginBottom: 4 }}>
                {t(`admin.settings.keys.${s.key}`, { defaultValue: s.key })}
                {s.visibility === 'admin' && <Tag style={{ marginInlineStart: 8 }}>{t('admin.settings.adminOnly')}</Tag>}
              </label>
              <SettingInput
                setting={s}
                id={id}
                value={value}
                invalid={fieldErrs.length > 0}
                describedBy={`${id}-help`}
                onChange={(v) => {
                  setDraft((d) => ({ ...d, [s.key]: v }));
                  setErrors(({ [s.key]: _gone, ...rest }) => rest);
                }}
              />
              <div id={`${id}-help`} style={{ fontSize: 12, marginTop: 4 }}>
                {fieldErrs.length > 0 && (
                  <div role="alert" data-testid="setting-error" style={{ color: 'var(--ant-color-error, #ff4d4f)' }}>
                    {fieldErrs.join(' ')}
                  </div>
                )}
                <span style={{ opacity: 0.75 }}>
                  <Bounds setting={s} /> {t('admin.settings.default', { value: showValue(s, s.default) })}
                </span>
              </div>
            </div>
          );
        })}
        <div style={{ display: 'flex', gap: 12 }}>
          <Button type="primary" htmlType="submit" disabled={!changed.length} loading={update.isPending} data-testid={`save-${group}`}>
            {t('admin.settings.save', { group: t(`admin.settings.groups.${group}`, { defaultValue: group }) })}
          </Button>
          <Button
            disabled={!changed.length}
            onClick={() => {
              setDraft({});
              setErrors({});
            }}
          >
            {t('admin.settings.reset')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** /cockpit/settings: the global settings, a typed editor per setting with its bounds, saved per group. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, isPending, error } = useSettings('global');
  useErrorToast(error);
  if (isPending) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (!data) return null;
  const groups = [...new Set(data.map((s) => s.group))];
  return (
    <div data-testid="admin-settings-page" style={{ display: 'flex', flexDirection: 'column', gap: 24, maxWidth: 900 }}>
      <PageTitle>{t('admin.settings.title')}</PageTitle>
      <p style={{ margin: 0 }}>{t('admin.settings.description')}</p>
      {groups.map((g) => (
        <Group key={g} group={g} settings={data.filter((s) => s.group === g)} />
      ))}
    </div>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import { useMyUser, useSettings, useUpdateSettings } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel } from '@cadeau/ui/cockpit';
import { isOrgAdmin } from '../../components/org-role';
import { TextAreaField } from '../../components/controls';
import { isEmail } from '../../components/validation';

const SEND = 'Orders.SendNotificationMails';
const LISTS = [
  { key: 'Orders.NotificationMails', label: 'orgs.settings.orderMails', id: 'orders-mails' },
  { key: 'Payments.NotificationMails', label: 'orgs.settings.paymentMails', id: 'payments-mails' },
] as const;

/** /cockpit/my-organization/settings: the organisation settings of spec section 3 (order and payment notifications). */
export default function OrganizationSettingsTab() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const admin = isOrgAdmin(user);
  const { data, isPending } = useSettings('organization');
  const update = useUpdateSettings('organization');
  const [draft, setDraft] = useState<Record<string, unknown>>({});
  // What is typed in each address list, kept as text so separators can be typed; parsed for checks and saving.
  const [listText, setListText] = useState<Record<string, string>>({});
  if (isPending || !data) return <Spin />;
  const valueOf = (key: string) => (key in draft ? draft[key] : data.find((s) => s.key === key)?.value);
  const parse = (text: string) => text.split(/[\s,;]+/).map((x) => x.trim().toLowerCase()).filter(Boolean);
  const invalid = (key: string) => ((valueOf(key) as string[] | undefined) ?? []).filter((v) => !isEmail(v));
  const errors = Object.fromEntries(LISTS.map((l) => [l.key, invalid(l.key)]));
  const hasErrors = LISTS.some((l) => errors[l.key].length > 0);
  const save = () => {
    if (hasErrors) return;
    update.mutate(
      Object.entries(draft).map(([key, value]) => ({ key, value })),
      {
        onSuccess: () => {
          setDraft({});
          setListText({});
          showSuccess(t('orgs.common.saved'));
        },
        onError: showError,
      },
    );
  };
  return (
    <Panel title={t('orgs.settings.title')} testId="organization-settings">
      {!admin && <p style={{ marginTop: 0 }}>{t('orgs.settings.onlyAdmins')}</p>}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save();
        }}
        style={{ display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 640 }}
      >
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Switch id="send-notification-mails" disabled={!admin} checked={valueOf(SEND) === true} onChange={(v) => setDraft((d) => ({ ...d, [SEND]: v }))} />
          <label htmlFor="send-notification-mails">{t('orgs.settings.sendNotificationMails')}</label>
        </div>
        {LISTS.map((l) => (
          <TextAreaField
            key={l.key}
            id={l.id}
            label={t(l.label)}
            help={t('orgs.settings.mailsHelp')}
            error={errors[l.key].length ? t('orgs.settings.invalidAddresses', { list: errors[l.key].join(', ') }) : null}
            rows={3}
            disabled={!admin}
            value={listText[l.key] ?? ((valueOf(l.key) as string[] | undefined) ?? []).join('\n')}
            onChange={(e) => {
              const text = e.target.value;
              setListText((x) => ({ ...x, [l.key]: text }));
              setDraft((d) => ({ ...d, [l.key]: parse(text) }));
            }}
            data-testid={l.id}
          />
        ))}
        {admin && (
          <div style={{ display: 'flex', gap: 12 }}>
            <Button type="primary" htmlType="submit" disabled={!Object.keys(draft).length || hasErrors} loading={update.isPending} data-testid="save-organization-settings">
              {t('orgs.common.save')}
            </Button>
            <Button disabled={!Object.keys(draft).length} onClick={() => {
                setDraft({});
                setListText({});
              }}>
              {t('orgs.common.cancel')}
            </Button>
          </div>
        )}
      </form>
    </Panel>
  );
}

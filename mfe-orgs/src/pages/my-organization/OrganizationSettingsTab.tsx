import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@cadeau/contracts';
import { issuesAtSettings, useMyUser, useSettings, useUpdateSettings } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { PageSkeleton, Panel, TextAreaField, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { isEmail, useEditForm, type FieldErrors } from '@cadeau/ui/form';
import { isOrgAdmin } from '../../components/org-role';

const SEND = 'Orders.SendNotificationMails';
const LISTS = [
  { key: 'Orders.NotificationMails', label: 'orgs.settings.orderMails', id: 'orders-mails' },
  { key: 'Payments.NotificationMails', label: 'orgs.settings.paymentMails', id: 'payments-mails' },
] as const;

/** The switch, and each address list as the text typed into it (so separators can be typed), by setting key. */
type Values = Record<string, unknown>;

const parse = (text: unknown) =>
  String(text ?? '')
    .split(/[\s,;]+/)
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);

function valuesOf(settings: Setting[]): Values {
  const value = (key: string) => settings.find((s) => s.key === key)?.value;
  return {
    [SEND]: value(SEND) === true,
    ...Object.fromEntries(LISTS.map((l) => [l.key, ((value(l.key) as string[] | undefined) ?? []).join('\n')])),
  };
}

/** Every address of a list that is not one, named in the list's error. */
function validate(values: Values): FieldErrors<Values> {
  return Object.fromEntries(
    LISTS.map((l) => {
      const wrong = parse(values[l.key]).filter((v) => !isEmail(v));
      return [
        l.key,
        wrong.length ? { key: 'orgs.settings.invalidAddresses', values: { list: wrong.join(', ') } } : null,
      ];
    }),
  );
}

function SettingsForm({ settings, admin }: { settings: Setting[]; admin: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateSettings('organization');
  const form = useEditForm<Values>(valuesOf(settings), validate);
  const { changed } = form;
  // The lists are saved as addresses, the switch as it is.
  const sent = (key: string) => (key === SEND ? form.values[key] : parse(form.values[key]));
  const save = () =>
    update.mutate(
      changed.map((key) => ({ key, value: sent(key) })),
      {
        onSuccess: (all) => {
          form.reset(valuesOf(all));
          showSuccess(t('orgs.common.saved'));
        },
        onError: (err) => {
          if (!form.applyServerIssues(issuesAtSettings(err, changed))) showError(err);
        },
      },
    );
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(save)}
      style={{ display: 'flex', flexDirection: 'column', gap: 20, maxWidth: 640 }}
    >
      <Stack gap="sm" align="center">
        <Switch
          id="send-notification-mails"
          disabled={!admin}
          checked={form.values[SEND] === true}
          onChange={(v) => form.setValue(SEND, v)}
        />
        <label htmlFor="send-notification-mails">{t('orgs.settings.sendNotificationMails')}</label>
      </Stack>
      {LISTS.map((l) => {
        const { value, onChange, error } = form.bind(l.key);
        return (
          <TextAreaField
            key={l.key}
            id={l.id}
            label={t(l.label)}
            help={t('orgs.settings.mailsHelp')}
            error={error}
            rows={3}
            disabled={!admin}
            value={String(value)}
            onChange={(e) => {
              onChange(e);
              // An address list is checked as it is typed (a slip among many addresses is shown at once), not
              // only from the first save on.
              form.check();
            }}
            data-testid={l.id}
          />
        );
      })}
      {admin && (
        <Stack gap="sm">
          <Button
            type="primary"
            htmlType="submit"
            disabled={!changed.length || !form.valid}
            loading={update.isPending}
            data-testid="save-organization-settings"
          >
            {t('orgs.common.save')}
          </Button>
          <Button disabled={!changed.length} onClick={() => form.reset()}>
            {t('orgs.common.cancel')}
          </Button>
        </Stack>
      )}
    </form>
  );
}

/** /cockpit/my-organization/settings: the organisation settings of spec section 3 (order and payment notifications). */
export default function OrganizationSettingsTab() {
  const { t } = useTranslation();
  const { data: user } = useMyUser();
  const { data, isPending } = useSettings('organization');
  return (
    <Panel title={t('orgs.settings.title')} testId="organization-settings">
      {!isOrgAdmin(user) && <Paragraph keepMargin="bottom">{t('orgs.settings.onlyAdmins')}</Paragraph>}
      {isPending || !data ? (
        <PageSkeleton heading={false} panels={1} />
      ) : (
        <SettingsForm settings={data} admin={isOrgAdmin(user)} />
      )}
    </Panel>
  );
}

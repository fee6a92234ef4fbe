import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useCancelEmailChange, useEmailChangeStatus, useRequestEmailChange } from '../../api/account';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useForm } from '@cadeau/ui/form';
import { Panel, TextField, Paragraph } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';
import { mailRefusalOf } from '../mail-refusal';
import { isEmail } from '../validation';
import { wrongCurrentPasswordOf } from './current-password';

/** E-mail change: request (new address and password), the status of both confirmations, cancel. */
export function EmailChangeForm() {
  const { t } = useTranslation();
  const status = useEmailChangeStatus();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const form = useForm({ newEmail: '', password: '' }, (v) => ({
    newEmail: isEmail(v.newEmail) ? undefined : 'orgs.overview.emailInvalid',
    password: v.password ? undefined : 'orgs.common.required',
  }));
  if (status.isPending) return <Spin />;
  const pending = status.data?.pending ? status.data : null;
  const submit = form.handleSubmit(({ newEmail, password }) =>
    request.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: () => {
          form.reset();
          showSuccess(t('orgs.profile.emailChangeRequested'));
        },
        onError: (err) => {
          if (form.applyServerIssues(err)) return;
          // The same check of the current password as the password change: shown at the password field.
          const wrong = wrongCurrentPasswordOf(err);
          if (wrong) {
            form.setServerError('password', wrong);
            document.getElementById('email-change-password')?.focus();
            return;
          }
          // Too many mails to the new address or from this account: shown under the address, besides the toast.
          const refusal = mailRefusalOf(err);
          if (refusal) form.setServerError('newEmail', refusal);
          showError(err);
        },
      },
    ),
  );
  return (
    <Panel title={t('orgs.profile.emailChange')} testId="email-change">
      {pending && (
        <div data-testid="email-change-pending" style={{ marginBottom: 16 }}>
          <Paragraph keepMargin="bottom">{t('orgs.profile.pending', { email: pending.newEmail })}</Paragraph>
          <ul>
            <li>
              {t('orgs.profile.currentConfirmed')}:{' '}
              {pending.currentConfirmed ? t('orgs.profile.yes') : t('orgs.profile.no')}
            </li>
            <li>
              {t('orgs.profile.newConfirmed')}: {pending.newConfirmed ? t('orgs.profile.yes') : t('orgs.profile.no')}
            </li>
          </ul>
          <Button
            danger
            loading={cancel.isPending}
            data-testid="cancel-email-change"
            onClick={() =>
              cancel.mutate(undefined, {
                onSuccess: () => showSuccess(t('orgs.profile.emailChangeCancelled')),
                onError: showError,
              })
            }
          >
            {t('orgs.profile.cancelEmailChange')}
          </Button>
        </div>
      )}
      <GridForm onSubmit={submit}>
        <TextField
          id="email-change-new"
          label={t('orgs.profile.newEmail')}
          type="email"
          autoComplete="email"
          {...form.bind('newEmail')}
        />
        <TextField
          id="email-change-password"
          label={t('orgs.profile.emailPassword')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
        />
        <GridFormActions>
          <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="request-email-change">
            {t('orgs.profile.requestEmailChange')}
          </Button>
        </GridFormActions>
      </GridForm>
    </Panel>
  );
}

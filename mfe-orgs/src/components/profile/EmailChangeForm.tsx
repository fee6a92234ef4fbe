import { useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useCancelEmailChange, useEmailChangeStatus, useRequestEmailChange } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';
import { TextField } from '../controls';
import { isEmail } from '../validation';

/** E-mail change: request (new address and password), the status of both confirmations, cancel. */
export function EmailChangeForm() {
  const { t } = useTranslation();
  const status = useEmailChangeStatus();
  const request = useRequestEmailChange();
  const cancel = useCancelEmailChange();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ newEmail?: string; password?: string }>({});
  if (status.isPending) return <Spin />;
  const pending = status.data?.pending ? status.data : null;
  const submit = () => {
    const found = { newEmail: isEmail(newEmail) ? undefined : t('orgs.overview.emailInvalid'), password: password ? undefined : t('orgs.common.required') };
    setErrors(found);
    if (found.newEmail || found.password) return;
    request.mutate(
      { newEmail: newEmail.trim(), password },
      {
        onSuccess: () => {
          setNewEmail('');
          setPassword('');
          showSuccess(t('orgs.profile.emailChangeRequested'));
        },
        onError: showError,
      },
    );
  };
  return (
    <Panel title={t('orgs.profile.emailChange')} testId="email-change">
      {pending && (
        <div data-testid="email-change-pending" style={{ marginBottom: 16 }}>
          <p style={{ marginTop: 0 }}>{t('orgs.profile.pending', { email: pending.newEmail })}</p>
          <ul>
            <li>
              {t('orgs.profile.currentConfirmed')}: {pending.currentConfirmed ? t('orgs.profile.yes') : t('orgs.profile.no')}
            </li>
            <li>
              {t('orgs.profile.newConfirmed')}: {pending.newConfirmed ? t('orgs.profile.yes') : t('orgs.profile.no')}
            </li>
          </ul>
          <Button danger loading={cancel.isPending} data-testid="cancel-email-change" onClick={() => cancel.mutate(undefined, { onSuccess: () => showSuccess(t('orgs.profile.emailChangeCancelled')), onError: showError })}>
            {t('orgs.profile.cancelEmailChange')}
          </Button>
        </div>
      )}
      <GridForm onSubmit={submit}>
        <TextField id="email-change-new" label={t('orgs.profile.newEmail')} error={errors.newEmail} type="email" autoComplete="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />
        <TextField
          id="email-change-password"
          label={t('orgs.profile.emailPassword')}
          error={errors.password}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
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

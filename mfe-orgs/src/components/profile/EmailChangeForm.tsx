import { useState } from 'react';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useTranslation } from 'react-i18next';
import { useCancelEmailChange, useEmailChangeStatus, useRequestEmailChange } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Field } from '../FieldError';
import { Panel } from '../Panel';
import { isEmail } from '../validation';
import { TextInput } from '../TextInput';

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
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16, alignItems: 'start' }}
      >
        <Field id="email-change-new" label={t('orgs.profile.newEmail')} error={errors.newEmail}>
          <TextInput
            id="email-change-new"
            type="email"
            autoComplete="email"
            value={newEmail}
            status={errors.newEmail ? 'error' : undefined}
            aria-invalid={!!errors.newEmail || undefined}
            aria-describedby={errors.newEmail ? 'email-change-new-error' : undefined}
            onChange={(e) => setNewEmail(e.target.value)}
          />
        </Field>
        <Field id="email-change-password" label={t('orgs.profile.emailPassword')} error={errors.password}>
          <TextInput type="password"
            id="email-change-password"
            autoComplete="current-password"
            value={password}
            status={errors.password ? 'error' : undefined}
            aria-invalid={!!errors.password || undefined}
            aria-describedby={errors.password ? 'email-change-password-error' : undefined}
            onChange={(e) => setPassword(e.target.value)}
          />
        </Field>
        <div style={{ paddingTop: 26 }}>
          <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="request-email-change">
            {t('orgs.profile.requestEmailChange')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

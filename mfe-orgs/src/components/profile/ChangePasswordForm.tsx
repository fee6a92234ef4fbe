import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@cadeau/ui/api';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';
import { TextField } from '../controls';

/** contracts' PASSWORD_MIN (the browser imports no runtime values from the zod module). */
const PASSWORD_MIN = 10;
const empty = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };
type Key = keyof typeof empty;

/** PUT /user/password: the old password and the new one twice; the server checks the old one and ends other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [form, setForm] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const submit = () => {
    const found: Partial<Record<Key, string>> = {};
    if (!form.oldPassword) found.oldPassword = t('orgs.common.required');
    if (form.newPassword.length < PASSWORD_MIN) found.newPassword = t('orgs.profile.passwordTooShort', { min: PASSWORD_MIN });
    if (form.newPasswordConfirmation !== form.newPassword) found.newPasswordConfirmation = t('orgs.profile.passwordMismatch');
    setErrors(found);
    if (Object.keys(found).length) return;
    change.mutate(form, {
      onSuccess: () => {
        setForm(empty);
        showSuccess(t('orgs.profile.passwordChanged'));
      },
      onError: showError,
    });
  };
  const field = (key: Key, autoComplete: string) => (
    <TextField
      type="password"
      id={`password-${key}`}
      label={t(`orgs.profile.${key}`)}
      error={errors[key]}
      autoComplete={autoComplete}
      value={form[key]}
      onChange={(e) => {
        setForm((f) => ({ ...f, [key]: e.target.value }));
        setErrors(({ [key]: _gone, ...rest }) => rest);
      }}
    />
  );
  return (
    <Panel title={t('orgs.profile.password')} testId="password-change">
      <GridForm onSubmit={submit}>
        {field('oldPassword', 'current-password')}
        {field('newPassword', 'new-password')}
        {field('newPasswordConfirmation', 'new-password')}
        <GridFormActions>
          <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="change-password">
            {t('orgs.profile.password')}
          </Button>
        </GridFormActions>
      </GridForm>
    </Panel>
  );
}

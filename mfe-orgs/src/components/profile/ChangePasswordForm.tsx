import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/account';
import { useForm } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel, TextField } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';
import { wrongCurrentPasswordOf } from './current-password';

/** contracts' PASSWORD_MIN (the browser imports no runtime values from the zod module). */
const PASSWORD_MIN = 10;
const empty = { oldPassword: '', newPassword: '', newPasswordConfirmation: '' };
type Values = typeof empty;
type Key = keyof Values;

const validate = (v: Values) => ({
  oldPassword: v.oldPassword ? undefined : 'orgs.common.required',
  newPassword:
    v.newPassword.length < PASSWORD_MIN
      ? { key: 'orgs.profile.passwordTooShort', values: { min: PASSWORD_MIN } }
      : undefined,
  newPasswordConfirmation: v.newPasswordConfirmation !== v.newPassword ? 'orgs.profile.passwordMismatch' : undefined,
});

/** PUT /user/password: the old password and the new one twice; the server checks the old one and ends other sessions. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values>(empty, validate);
  const submit = form.handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        showSuccess(t('orgs.profile.passwordChanged'));
      },
      onError: (err) => {
        if (form.applyServerIssues(err)) return;
        // A wrong current password is shown at its field (announced there, role="alert"), which takes the focus
        // back for the next try; other failures (a lock after too many tries, the network) stay toasts.
        const wrong = wrongCurrentPasswordOf(err);
        if (!wrong) return showError(err);
        form.setServerError('oldPassword', wrong);
        document.getElementById('password-oldPassword')?.focus();
      },
    }),
  );
  const field = (key: Key, autoComplete: string) => (
    <TextField
      type="password"
      id={`password-${key}`}
      label={t(`orgs.profile.${key}`)}
      autoComplete={autoComplete}
      {...form.bind(key)}
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

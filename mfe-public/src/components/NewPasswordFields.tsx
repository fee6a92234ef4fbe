import { useTranslation } from 'react-i18next';
import type { Form } from '@cadeau/ui/form';
import { TextField } from '@cadeau/ui/light';
import { PASSWORD_MIN } from './validation';

/**
 * A new password and its confirmation, as the registration, the registration through an invitation and the
 * password reset ask for them (same labels, hint and autocomplete, so password managers offer to save it).
 */
export function NewPasswordFields<V extends { password: string; passwordConfirmation: string }>({
  form,
  autoFocus,
}: {
  form: Form<V>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={t('public.form.password')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={t('public.form.passwordHint', { min: PASSWORD_MIN })}
        {...form.bind('password')}
      />
      <TextField
        label={t('public.form.passwordConfirmation')}
        type="password"
        autoComplete="new-password"
        {...form.bind('passwordConfirmation')}
      />
    </>
  );
}

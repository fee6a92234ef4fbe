import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@cadeau/ui/api';
import { setLanguage } from '@cadeau/ui/i18n';
import { afterLoginPath, navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';
import { TextLink } from '../components/Page';
import { TextField } from '../components/TextField';
import { validateLogin, type LoginValues } from './login-validation';

/**
 * /login. Built on the shell's light form kit instead of antd: the login page is the first page most people
 * load, and antd's form, input and theme core cost about 100 KiB gzip here (bench: `npm run bench`).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  // Errors appear once the user tried to submit or left a field, then follow every keystroke.
  const [shown, setShown] = useState<Partial<Record<keyof LoginValues, boolean>>>({});
  const errors = validateLogin(values);
  const errorOf = (field: keyof LoginValues) => (shown[field] && errors[field] ? t(errors[field]!) : null);
  const set = (field: keyof LoginValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setShown({ email: true, password: true });
    if (Object.keys(errors).length > 0 || login.isPending) return;
    try {
      const user = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      await setLanguage(user.language);
      // Back to the cockpit page that sent the user here (the `redirect` cookie), otherwise the cockpit.
      navigate(afterLoginPath(), { replace: true });
    } catch (err) {
      showError(err);
    }
  };

  return (
    <section data-testid="login-page" aria-labelledby="login-title" className="card">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="lead">{t('login.subtitle')}</p>
      <form noValidate onSubmit={onSubmit} name="login" aria-busy={login.isPending}>
        <TextField
          label={t('login.email')}
          type="email"
          name="email"
          autoComplete="username"
          autoFocus
          value={values.email}
          onChange={set('email')}
          onBlur={() => setShown((s) => ({ ...s, email: true }))}
          error={errorOf('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          onBlur={() => setShown((s) => ({ ...s, password: true }))}
          error={errorOf('password')}
        />
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? <span className="spinner" aria-hidden="true" /> : null}
          {t('login.submit')}
        </button>
      </form>
      <p style={{ margin: '16px 0 0', textAlign: 'center' }}>
        <TextLink to="/forgot-password">{t('public.loginLinks.forgotPassword')}</TextLink>
      </p>
      <p style={{ margin: '8px 0 0', textAlign: 'center', color: 'var(--c-text-2)' }}>
        {t('public.loginLinks.noAccount')} <TextLink to="/register-organization">{t('public.loginLinks.registerOrganization')}</TextLink>
      </p>
    </section>
  );
}

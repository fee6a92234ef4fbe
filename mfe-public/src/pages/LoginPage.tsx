import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '@cadeau/ui/form';
import { usePageTitle } from '@cadeau/ui/hooks';
import { FormAlert, TextField } from '@cadeau/ui/light';
import { useLogin } from '../api/login';
import { setLanguage } from '@cadeau/ui/i18n';
import { afterLoginPath, navigate } from '@cadeau/ui/navigation';
import { dismissErrors, errorTexts, showError } from '@cadeau/ui/toast';
import { TextLink } from '../components/Page';
import { validateLogin, type LoginValues } from './login-validation';

/**
 * /login. Built on the shell's light form kit instead of antd: the login page is the first page most people
 * load, and antd's form, input and theme core cost about 100 KiB gzip here (bench: `npm run bench`).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  // Errors appear once the user tried to submit, then follow every keystroke (the shared form state).
  const form = useForm<LoginValues>({ email: '', password: '' }, validateLogin);
  // Why the last try failed, shown at the form (issue 9) as well as in the toast.
  const [problem, setProblem] = useState<unknown>(null);
  usePageTitle(t('login.title'));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || login.isPending) return;
    setProblem(null);
    try {
      const user = await login.mutateAsync({ email: form.values.email.trim(), password: form.values.password });
      // The toast of an earlier failed try must not follow the person into the cockpit.
      dismissErrors();
      await setLanguage(user.language);
      // Back to the cockpit page that sent the user here (the `redirect` cookie), otherwise the cockpit.
      navigate(afterLoginPath(), { replace: true });
    } catch (err) {
      setProblem(err);
      showError(err);
    }
  };

  return (
    <section data-testid="login-page" aria-labelledby="login-title" className="card">
      <h1 id="login-title">{t('login.title')}</h1>
      <p className="lead">{t('login.subtitle')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} name="login" aria-busy={login.isPending}>
        <FormAlert testId="login-error">{problem ? errorTexts(problem).summary : null}</FormAlert>
        <TextField label={t('login.email')} type="email" autoComplete="username" autoFocus {...form.bind('email')} />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          {...form.bind('password')}
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
        {t('public.loginLinks.noAccount')}{' '}
        <TextLink to="/register-organization">{t('public.loginLinks.registerOrganization')}</TextLink>
      </p>
    </section>
  );
}

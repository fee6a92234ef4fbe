import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useLogin } from '@cadeau/ui/api';
import { setLanguage } from '@cadeau/ui/i18n';
import { afterLoginPath, navigate } from '@cadeau/ui/navigation';
import { showError } from '@cadeau/ui/toast';

interface LoginValues {
  email: string;
  password: string;
}

export function LoginPage() {
  const { t } = useTranslation();
  const login = useLogin();
  const { token } = theme.useToken();

  const onFinish = async ({ email, password }: LoginValues) => {
    try {
      const user = await login.mutateAsync({ email: email.trim(), password });
      await setLanguage(user.language);
      // Back to the cockpit page that sent the user here (the `redirect` cookie), otherwise the cockpit.
      navigate(afterLoginPath(), { replace: true });
    } catch (err) {
      showError(err);
    }
  };

  return (
    <section
      data-testid="login-page"
      aria-labelledby="login-title"
      style={{ maxWidth: 420, margin: '32px auto', padding: 24, background: token.colorBgContainer, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
    >
      <h1 id="login-title" style={{ fontSize: 26, marginTop: 0, color: token.colorTextHeading }}>
        {t('login.title')}
      </h1>
      <p style={{ color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
      <Form<LoginValues> layout="vertical" requiredMark={false} onFinish={onFinish} disabled={login.isPending} name="login">
        <Form.Item
          name="email"
          label={t('login.email')}
          rules={[
            { required: true, whitespace: true, message: t('login.emailRequired') },
            { type: 'email', message: t('login.emailInvalid') },
          ]}
        >
          <Input type="email" autoComplete="username" autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Password autoComplete="current-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={login.isPending}>
          {t('login.submit')}
        </Button>
      </Form>
    </section>
  );
}

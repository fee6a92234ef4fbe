import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { toasts } from '@cadeau/ui/toast';
import { registerTexts } from '../i18n/register';
import ProfilePage from './ProfilePage';

registerTexts();

describe('my profile', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());
  beforeEach(() => queryClient.clear());

  it('shows the current user with roles and organisations, translated', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/user/myuser': {
        status: 200,
        body: aUser({
          roles: ['platformAdmin'],
          isPlatformAdmin: true,
          organizations: [
            {
              id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002',
              name: 'Giver AG',
              status: 'approved',
              roles: ['admin'],
              features: ['giver'],
            },
            {
              id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0009',
              name: 'Seller GmbH',
              status: 'pending',
              roles: ['user'],
              features: ['seller'],
            },
          ],
        }),
      },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Gina Giver');
    expect(screen.getByTestId('profile-email')).toHaveTextContent('giver@cadeau.test');
    expect(screen.getByTestId('profile-language')).toHaveTextContent('English');
    expect(screen.getByTestId('profile-roles')).toHaveTextContent('Platform administrator');
    const [giver, seller] = screen.getAllByTestId('profile-organization');
    expect(within(giver).getByRole('heading', { name: 'Giver AG' })).toBeInTheDocument();
    expect(giver).toHaveTextContent('Approved');
    expect(giver).toHaveTextContent('current');
    expect(giver).toHaveTextContent('Administrator');
    expect(seller).toHaveTextContent('Pending');
    expect(seller).toHaveTextContent('Seller');
    expect(seller).not.toHaveTextContent('current');
  });

  it('speaks German when the language is German', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({ 'GET /api/user/myuser': { status: 200, body: aUser({ language: 'de' }) } });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Mein Profil' })).toBeInTheDocument();
    expect(screen.getByTestId('profile-language')).toHaveTextContent('Deutsch');
    expect(screen.getByText('Genehmigt')).toBeInTheDocument();
  });

  it('checks the new passwords match before asking the server, then changes the password', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': {
        status: 200,
        body: { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false },
      },
      'PUT /api/user/password': { status: 204 },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const box = await screen.findByTestId('password-change');
    fireEvent.change(within(box).getByLabelText('Current password'), { target: { value: 'old-secret-1' } });
    fireEvent.change(within(box).getByLabelText('New password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.change(within(box).getByLabelText('Repeat new password'), { target: { value: 'a-new-secret-3' } });
    fireEvent.click(within(box).getByTestId('change-password'));
    expect(await within(box).findByText('The new passwords do not match.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);

    fireEvent.change(within(box).getByLabelText('Repeat new password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.click(within(box).getByTestId('change-password'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.path === '/api/user/password')?.body).toEqual({
        oldPassword: 'old-secret-1',
        newPassword: 'a-new-secret-2',
        newPasswordConfirmation: 'a-new-secret-2',
      }),
    );
  });

  const noEmailChange = {
    status: 200,
    body: { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false },
  };

  it('shows a wrong current password at its field, not as a toast, and clears it when the field changes (issue 9)', async () => {
    await i18n.changeLanguage('en');
    toasts.clear();
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': noEmailChange,
      'PUT /api/user/password': { status: 400, body: { message: 'error.password.oldPasswordInvalid' } },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const box = await screen.findByTestId('password-change');
    const current = within(box).getByLabelText('Current password');
    fireEvent.change(current, { target: { value: 'not-my-password' } });
    fireEvent.change(within(box).getByLabelText('New password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.change(within(box).getByLabelText('Repeat new password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.click(within(box).getByTestId('change-password'));
    const wrong = i18n.t('error.password.oldPasswordInvalid');
    expect(wrong).toBe('The current password is not correct.');
    await waitFor(() => expect(current).toHaveAccessibleDescription(expect.stringContaining(wrong)));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(within(box).getByRole('alert')).toHaveTextContent(wrong);
    // Focus back on the field for the next try; nothing covers the page.
    expect(current).toHaveFocus();
    expect(toasts.list()).toEqual([]);

    fireEvent.change(current, { target: { value: 'my-password-1' } });
    expect(current).not.toHaveAccessibleDescription(expect.stringContaining(wrong));
  });

  it('still shows other refusals of the password change as a toast', async () => {
    await i18n.changeLanguage('en');
    toasts.clear();
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': noEmailChange,
      'PUT /api/user/password': { status: 429, body: { message: 'error.tooManyRequests' } },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const box = await screen.findByTestId('password-change');
    fireEvent.change(within(box).getByLabelText('Current password'), { target: { value: 'my-password-1' } });
    fireEvent.change(within(box).getByLabelText('New password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.change(within(box).getByLabelText('Repeat new password'), { target: { value: 'a-new-secret-2' } });
    fireEvent.click(within(box).getByTestId('change-password'));
    await waitFor(() => expect(toasts.list().map((t) => t.severity)).toEqual(['error']));
    expect(within(box).getByLabelText('Current password')).not.toHaveAttribute('aria-invalid', 'true');
    toasts.clear();
  });

  it('shows a wrong password of the e-mail change at its field too', async () => {
    await i18n.changeLanguage('en');
    toasts.clear();
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': noEmailChange,
      'POST /api/user/email-change': { status: 400, body: { message: 'error.password.oldPasswordInvalid' } },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const box = await screen.findByTestId('email-change');
    fireEvent.change(within(box).getByLabelText('New e-mail address'), { target: { value: 'next@example.ch' } });
    const password = within(box).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'not-my-password' } });
    fireEvent.click(within(box).getByTestId('request-email-change'));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        expect.stringContaining(i18n.t('error.password.oldPasswordInvalid')),
      ),
    );
    expect(password).toHaveFocus();
    expect(toasts.list()).toEqual([]);
  });

  it('shows too many mails to the new address under it (issue 8)', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': {
        status: 200,
        body: { pending: false, newEmail: null, currentConfirmed: false, newConfirmed: false, completed: false },
      },
      'POST /api/user/email-change': { status: 429, body: { message: 'error.mail.tooManyMails' } },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const box = await screen.findByTestId('email-change');
    const address = within(box).getByLabelText('New e-mail address');
    fireEvent.change(address, { target: { value: 'next@example.ch' } });
    fireEvent.change(within(box).getByLabelText('Password'), { target: { value: 'my-secret-1' } });
    fireEvent.click(within(box).getByTestId('request-email-change'));
    await waitFor(() =>
      expect(address).toHaveAccessibleDescription(expect.stringContaining(i18n.t('error.mail.tooManyMails'))),
    );
    expect(i18n.t('error.mail.tooManyMails')).toMatch(/Too many e-mails/);
  });

  it('shows a pending e-mail change with both confirmations and cancels it', async () => {
    await i18n.changeLanguage('en');
    let status: {
      pending: boolean;
      newEmail: string | null;
      currentConfirmed: boolean;
      newConfirmed: boolean;
      completed: boolean;
    } = { pending: true, newEmail: 'new@example.ch', currentConfirmed: true, newConfirmed: false, completed: false };
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: aUser() },
      'GET /api/user/email-change': () => ({ status: 200, body: status }),
      'POST /api/user/cancel-email-change': () => {
        status = { ...status, pending: false, newEmail: null };
        return { status: 204 };
      },
    });
    render(
      <AppProviders antd={antdKit}>
        <ProfilePage />
      </AppProviders>,
    );
    const pending = await screen.findByTestId('email-change-pending');
    expect(pending).toHaveTextContent('new@example.ch');
    expect(pending).toHaveTextContent('Current address confirmed: yes');
    expect(pending).toHaveTextContent('New address confirmed: not yet');
    fireEvent.click(screen.getByTestId('cancel-email-change'));
    await waitFor(() => expect(screen.queryByTestId('email-change-pending')).not.toBeInTheDocument());
  });
});

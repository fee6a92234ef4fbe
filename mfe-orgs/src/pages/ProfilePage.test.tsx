import { render, screen, within } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import ProfilePage from './ProfilePage';

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
            { id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0002', name: 'Giver AG', status: 'approved', roles: ['admin'], features: ['giver'] },
            { id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0009', name: 'Seller GmbH', status: 'pending', roles: ['user'], features: ['seller'] },
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
});

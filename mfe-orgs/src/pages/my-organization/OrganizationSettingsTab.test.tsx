import { fireEvent, screen, waitFor } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { ME, renderPage } from '../../test/render';
import OrganizationSettingsTab from './OrganizationSettingsTab';

const setting = (key: string, type: string, value: unknown) => ({
  key,
  group: key.split('.')[0],
  scope: 'organization',
  type,
  value,
  default: value,
  visibility: 'public',
  active: true,
  min: null,
  max: null,
  fractionDigits: null,
  options: null,
  unit: null,
  updatedAt: null,
});

describe('my organisation: settings', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());

  it('refuses invalid addresses in a notification list and saves valid ones', async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ME },
      'GET /api/setting': {
        status: 200,
        body: [
          setting('Orders.SendNotificationMails', 'boolean', true),
          setting('Orders.NotificationMails', 'autoComplete', []),
          setting('Payments.NotificationMails', 'autoComplete', []),
        ],
      },
      'PUT /api/setting': (call) => ({
        status: 200,
        body: [
          setting('Orders.SendNotificationMails', 'boolean', false),
          setting(
            'Orders.NotificationMails',
            'autoComplete',
            (call.body as { values: { value: unknown }[] }).values[1]?.value ?? [],
          ),
          setting('Payments.NotificationMails', 'autoComplete', []),
        ],
      }),
    });
    renderPage(<OrganizationSettingsTab />, { path: '/', url: '/' });
    const orders = await screen.findByLabelText('Order notification addresses');
    fireEvent.change(orders, { target: { value: 'orders@example.ch\nnope' } });
    expect(await screen.findByText('Not valid e-mail addresses: nope')).toBeInTheDocument();
    expect(orders).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('save-organization-settings')).toBeDisabled();

    fireEvent.change(orders, { target: { value: 'orders@example.ch, Billing@Example.ch' } });
    fireEvent.click(screen.getByTestId('save-organization-settings'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        scope: 'organization',
        values: [{ key: 'Orders.NotificationMails', value: ['orders@example.ch', 'billing@example.ch'] }],
      }),
    );
    expect(api.calls.find((c) => c.path === '/api/setting')?.query).toEqual({ scope: 'organization' });
  });
});

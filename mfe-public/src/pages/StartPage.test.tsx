import { stubFetch } from '@cadeau/ui/testing';
import { renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';
import { CODE, aVoucher } from './redemption/test-data';

describe('/ (the public start page)', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('offers the gift-code field, what Cadeau is for organisations, registration and login', async () => {
    api = stubFetch({});
    renderPage('/');
    expect(await screen.findByRole('heading', { level: 1, name: t('public.start.title') })).toBeInTheDocument();
    expect(screen.getByLabelText(t('public.giftCode.label'))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: t('public.start.organisationsTitle') })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('public.start.register') })).toHaveAttribute(
      'href',
      '/register-organization',
    );
    expect(screen.getByRole('link', { name: t('public.start.login') })).toHaveAttribute('href', '/login');
    expect(document.title).toContain(t('public.start.title'));
  });

  it('formats the code as it is typed and catches a typo by the check digit, with no request', async () => {
    api = stubFetch({});
    renderPage('/');
    const field = await screen.findByLabelText(t('public.giftCode.label'));
    await userEvent.type(field, '1234567890123451');
    expect(field).toHaveValue('1234-5678-9012-3451');
    await userEvent.click(screen.getByRole('button', { name: t('public.giftCode.submit') }));
    expect(screen.getByText(t('public.giftCode.checkDigit'))).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, '1234 5678');
    expect(screen.getByText(t('public.giftCode.length'))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('goes on to /campaign with a good code, which looks it up there (the code is in no URL)', async () => {
    api = stubFetch({ [`GET /api/voucher/${CODE}`]: { status: 200, body: aVoucher() } });
    renderPage('/');
    await userEvent.type(await screen.findByLabelText(t('public.giftCode.label')), '1234-5678-9012-3450{Enter}');
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Dear Anna');
    expect(api.calls[0]).toMatchObject({ method: 'GET', path: `/api/voucher/${CODE}` });
    // It travelled in the history state: the address bar shows /campaign and no code.
    expect(window.location.pathname).toBe('/campaign');
    expect(window.location.href).not.toContain(CODE);
    expect(window.history.state).toEqual({ code: CODE });
  });

  it('reads in German', async () => {
    await resetPageState('de');
    api = stubFetch({});
    renderPage('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geschenk einlösen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geschenk auswählen' })).toBeInTheDocument();
  });
});

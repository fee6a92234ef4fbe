import { stubFetch } from '@cadeau/ui/testing';
import { renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

const TOKEN = 'dG9rZW4tb2YtYS1jYW1wYWlnbi1tYWls';

describe('/unsubscribe', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('changes nothing on opening (link scanners open it too) and unsubscribes after the click', async () => {
    api = stubFetch({ 'POST /api/mail/unsubscribe': { status: 200, body: { email: 'anna@example.ch' } } });
    renderPage(`/unsubscribe?token=${TOKEN}`);
    const button = await screen.findByRole('button', { name: t('public.unsubscribe.confirm') });
    expect(api.calls).toEqual([]);
    await userEvent.click(button);
    expect(await screen.findByTestId('unsubscribe-done')).toHaveTextContent(
      t('public.unsubscribe.done', { email: 'anna@example.ch' }),
    );
    expect(api.calls).toMatchObject([{ method: 'POST', path: '/api/mail/unsubscribe', body: { token: TOKEN } }]);
  });

  it('says so when the link does not verify, and lets the reader try again', async () => {
    api = stubFetch({
      'POST /api/mail/unsubscribe': { status: 400, body: { message: 'error.mail.unsubscribeLinkInvalid' } },
    });
    renderPage(`/unsubscribe?token=${TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: t('public.unsubscribe.confirm') }));
    expect(await screen.findByTestId('unsubscribe-problem')).toHaveTextContent(t('error.mail.unsubscribeLinkInvalid'));
    expect(screen.getByRole('button', { name: t('public.unsubscribe.confirm') })).toBeEnabled();
  });

  it('explains a link without its token and offers no button', async () => {
    api = stubFetch({});
    renderPage('/unsubscribe');
    expect(await screen.findByTestId('unsubscribe-missing')).toHaveTextContent(t('public.unsubscribe.missingToken'));
    expect(screen.queryByRole('button', { name: t('public.unsubscribe.confirm') })).toBeNull();
  });

  it('reads in German', async () => {
    await resetPageState('de');
    api = stubFetch({});
    renderPage(`/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Abmelden' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

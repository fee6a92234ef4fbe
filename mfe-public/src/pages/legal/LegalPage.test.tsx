import { stubFetch } from '@cadeau/ui/testing';
import { renderPage, resetPageState, screen, t, userEvent } from '../../testing/render-page';
import { documents } from './documents';

describe('/imprint, /privacy, /tos', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => {
    api = stubFetch({});
  });
  afterEach(() => api?.restore());

  it.each(['imprint', 'privacy', 'tos'] as const)(
    'shows the %s content document in English and German',
    async (name) => {
      await resetPageState('en');
      const { unmount } = renderPage(`/${name}`);
      expect(await screen.findByRole('heading', { level: 1, name: t(`public.legal.${name}`) })).toBeInTheDocument();
      expect(screen.getByTestId(`${name}-page`)).toHaveAttribute('data-content-document', name);
      expect(screen.getByText(documents[name].en[0].heading)).toBeInTheDocument();
      unmount();
      await resetPageState('de');
      renderPage(`/${name}`);
      expect(await screen.findByText(documents[name].de[0].heading)).toBeInTheDocument();
    },
  );

  it('has the same sections in both languages', () => {
    for (const doc of Object.values(documents))
      expect(doc.de.map((s) => s.paragraphs.length)).toEqual(doc.en.map((s) => s.paragraphs.length));
  });

  it('links the three documents to each other', async () => {
    await resetPageState('en');
    renderPage('/imprint');
    await userEvent.click(await screen.findByRole('link', { name: 'Terms of use' }));
    expect(await screen.findByTestId('tos-page')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/tos');
    // The current document's link says so to screen readers.
    expect(screen.getByRole('link', { name: 'Terms of use' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Imprint' })).not.toHaveAttribute('aria-current');
  });
});

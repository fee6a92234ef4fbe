import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultGreetingDesign } from '@cadeau/contracts/mail-design';
import type { GreetingDesignRecord, MyUser } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch } from '@cadeau/ui/testing';
import { renderPage } from '../test/render';
import { aCampaign, CAMPAIGN_ID } from '../test/campaign-detail';
import { GreetingDesignSection } from './GreetingDesignSection';

const DESIGN_ID = '3e4f5a6b-7c8d-4e9f-8a0b-0000000000e1';
const BASE = `/api/campaign/${CAMPAIGN_ID}/greeting-design`;

const aRecord = (overrides: Partial<GreetingDesignRecord> = {}): GreetingDesignRecord => ({
  id: DESIGN_ID,
  campaignId: CAMPAIGN_ID,
  version: 0,
  design: defaultGreetingDesign(),
  editable: true,
  updatedAt: null,
  ...overrides,
});

describe('the greeting designer', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    setMyUser(aUser() as MyUser);
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it('previews the recipient page as the text is written, in both languages, and saves it', async () => {
    let saved: unknown;
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord() },
      [`PUT ${BASE}/${DESIGN_ID}`]: (call) => {
        saved = call.body;
        return { status: 200, body: aRecord({ version: 1, design: (call.body as { design: never }).design }) };
      },
    });
    renderPage(<GreetingDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    const preview = await screen.findByTestId('greeting-preview');
    expect(within(preview).getByTestId('greeting-campaign')).toHaveTextContent('Christmas 2026');
    // An icon rather than the gift emoji, which shows as an empty box without an emoji font.
    expect(within(preview).getByTestId('greeting-gift')).toHaveAttribute('aria-hidden', 'true');
    expect(preview).not.toHaveTextContent('🎁');
    expect(within(preview).getByTestId('greeting-salutation')).toHaveTextContent('Dear Ms Sample');
    expect(within(preview).getByTestId('greeting-text')).toHaveTextContent('The greeting text is still missing.');

    fireEvent.change(screen.getByLabelText('Greeting text (English)'), {
      target: { value: 'Thank you!\nSee you soon.' },
    });
    fireEvent.change(screen.getByLabelText('Greeting text (Deutsch)'), { target: { value: 'Danke!' } });
    expect(within(preview).getByTestId('greeting-text').textContent).toBe('Thank you!\nSee you soon.');
    // Without custom salutations every recipient is greeted alike.
    fireEvent.click(screen.getByTestId('greeting-allow-salutation'));
    expect(within(preview).getByTestId('greeting-salutation')).toHaveTextContent('Hello');

    // The preview in German shows the German text and the page's German words.
    fireEvent.click(within(preview).getByText('Deutsch'));
    expect(within(preview).getByTestId('greeting-text')).toHaveTextContent('Danke!');
    expect(within(preview).getByTestId('greeting-salutation')).toHaveTextContent('Guten Tag');
    expect(within(preview).getByRole('article')).toHaveAttribute('lang', 'de');

    fireEvent.click(screen.getByTestId('greeting-save'));
    await waitFor(() =>
      expect(saved).toEqual({
        version: 0,
        design: {
          greetingText: { de: 'Danke!', en: 'Thank you!\nSee you soon.' },
          allowCustomGreeting: true,
          allowCustomSalutation: false,
        },
      }),
    );
  });

  it('is read-only for a caller who may not design the campaign now', async () => {
    api = stubFetch({
      [`GET ${BASE}`]: {
        status: 200,
        body: aRecord({
          editable: false,
          design: { ...defaultGreetingDesign(), greetingText: { de: 'Hallo', en: 'Hi' } },
        }),
      },
    });
    renderPage(<GreetingDesignSection campaign={aCampaign({ status: 'pending', actions: [] })} />, {
      path: '/c',
      url: '/c',
    });
    expect(await screen.findByLabelText('Greeting text (English)')).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /own greeting/ })).toBeDisabled();
    expect(screen.queryByTestId('greeting-save')).not.toBeInTheDocument();
    expect(screen.getByTestId('greeting-text')).toHaveTextContent('Hi');
  });

  it('names the design and its text apart in German (issue 23: Grussdesign holds the Grusstext)', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({ [`GET ${BASE}`]: { status: 200, body: aRecord() } });
    renderPage(<GreetingDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    expect(await screen.findByLabelText('Grusstext (Deutsch)')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grussdesign' })).toBeInTheDocument();
    expect(screen.getByTestId('greeting-save')).toHaveTextContent('Grussdesign speichern');
  });
});

import { act, screen, within } from '@testing-library/react';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { setColorMode } from '@cadeau/ui/theme';
import { aUser, contrast, presetTagColours, stubFetch } from '@cadeau/ui/testing';
import type { MyUser, RecipientWithVoucher } from '@cadeau/contracts';
import { renderPage } from '../test/render';
import { CAMPAIGN_ID } from '../test/campaign-detail';
import { axeViolations, pageOf } from '../test/workspace-fixtures';
import { RecipientList } from './RecipientList';

const aRecipient = (n: number, unsubscribed: boolean): RecipientWithVoucher => ({
  id: `9a8b7c6d-5e4f-4a3b-8c2d-${String(n).padStart(12, '0')}`,
  email: `person${n}@example.ch`,
  phone: null,
  salutation: null,
  greeting: null,
  unsubscribed,
  createdAt: '2026-11-21T10:00:00.000Z',
  voucher: null,
});

/**
 * The "Unsubscribed" tag (issue 23): antd's warning colour read 1.9:1. axe in jsdom cannot measure colours (no
 * layout), so the tag's own colours are read from the theme antd rendered, in both colour modes.
 */
describe.each(['light', 'dark'] as const)('the recipients list in %s mode', (mode) => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    setMyUser(aUser() as MyUser);
    setColorMode(mode);
    await i18n.changeLanguage('en');
    api = stubFetch({
      [`GET /api/campaign/${CAMPAIGN_ID}/recipients`]: pageOf([aRecipient(1, false), aRecipient(2, true)]),
    });
  });
  afterEach(() => {
    api.restore();
    act(() => setColorMode('light'));
  });

  it('shows an unsubscribed recipient with a tag whose text reads at 4.5:1 on its background, axe clean', async () => {
    renderPage(<RecipientList campaignId={CAMPAIGN_ID} editable onEdit={() => undefined} />, {
      path: '/c',
      url: '/c',
    });
    const rows = await screen.findAllByTestId('recipient-list-row');
    expect(within(rows[0]!).queryByText('Unsubscribed')).toBeNull();
    const tag = within(rows[1]!).getByText('Unsubscribed');
    const { text, background } = presetTagColours(tag);
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(await axeViolations()).toEqual([]);
  });
});

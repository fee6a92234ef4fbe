import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { defaultMailDesign, type MailDesign } from '@cadeau/contracts/mail-design';
import type { MailDesignRecord, MyUser } from '@cadeau/contracts';
import { queryClient, setMyUser } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { toasts } from '@cadeau/ui/toast';
import { renderPage } from '../test/render';
import { aCampaign, CAMPAIGN_ID } from '../test/campaign-detail';
import { MailDesignSection } from './MailDesignSection';

const DESIGN_ID = '3e4f5a6b-7c8d-4e9f-8a0b-0000000000d1';
const BASE = `/api/campaign/${CAMPAIGN_ID}/mail-design`;

const aRecord = (overrides: Partial<MailDesignRecord> = {}): MailDesignRecord => ({
  id: DESIGN_ID,
  campaignId: CAMPAIGN_ID,
  version: 0,
  design: defaultMailDesign(),
  editable: true,
  updatedAt: null,
  ...overrides,
});

const blockTypes = () => screen.getAllByTestId('mail-block').map((b) => b.getAttribute('data-block-type'));

/** The server's preview answers name the language and subject they rendered, so a test sees which one shows. */
const previewOf = (call: StubCall) => {
  const { design, language } = call.body as { design: MailDesign; language: 'de' | 'en' };
  return {
    status: 200,
    body: { subject: design.subject[language], html: `<p>${language}: ${design.blocks.length} blocks</p>` },
  };
};

describe('the mail designer', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    setMyUser(aUser() as MyUser);
    await i18n.changeLanguage('en');
  });
  afterEach(() => api.restore());

  it('previews the edited design as the server renders it, in a sandboxed frame, in English or German', async () => {
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord() },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
    });
    renderPage(<MailDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    expect(await screen.findByTestId('mail-design-unsaved')).toBeInTheDocument();
    const frame = screen.getByTitle('Preview of the mail (English)');
    expect(frame).toHaveAttribute('sandbox', '');
    // Not sized to the mail (a script-less frame cannot be measured): a box the person resizes.
    expect(screen.getByTestId('mail-preview-box')).toHaveStyle({ resize: 'vertical', overflow: 'hidden' });
    await waitFor(() => expect(frame).toHaveAttribute('srcdoc', '<p>en: 5 blocks</p>'));
    expect(screen.getByTestId('mail-preview-subject')).toHaveTextContent('Subject: A gift from {{giverName}}');

    // An edit is rendered again once typing has paused: one request for the whole word, not one per key.
    const subject = screen.getByLabelText('Subject (English)');
    const before = api.calls.filter((c) => c.path.endsWith('/preview')).length;
    for (const text of ['Y', 'Yo', 'You', 'Your gift']) fireEvent.change(subject, { target: { value: text } });
    await waitFor(() => expect(screen.getByTestId('mail-preview-subject')).toHaveTextContent('Subject: Your gift'));
    const previews = api.calls.filter((c) => c.path.endsWith('/preview'));
    expect(previews.length - before).toBe(1);
    expect(previews.at(-1)!.body).toMatchObject({ language: 'en', design: { subject: { en: 'Your gift' } } });

    fireEvent.click(within(screen.getByTestId('mail-preview-language')).getByText('Deutsch'));
    await waitFor(() =>
      expect(screen.getByTitle('Preview of the mail (Deutsch)')).toHaveAttribute('srcdoc', '<p>de: 5 blocks</p>'),
    );
  });

  it('reorders blocks with the keyboard and the buttons, announcing each move, and adds and removes blocks', async () => {
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord() },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
    });
    renderPage(<MailDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    await screen.findAllByTestId('mail-block');
    expect(blockTypes()).toEqual(['text', 'giftCode', 'button', 'divider', 'footer']);

    const handle = screen.getByRole('button', { name: 'Move block 1 of 5 (Text)' });
    handle.focus();
    fireEvent.keyDown(handle, { key: 'ArrowDown' });
    expect(blockTypes()).toEqual(['giftCode', 'text', 'button', 'divider', 'footer']);
    expect(screen.getByTestId('mail-block-announcement')).toHaveTextContent('Text is now block 2 of 5.');
    // The focus stays with the moved block, so the next key moves it further.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move block 2 of 5 (Text)' })).toHaveFocus());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move block 2 of 5 (Text)' }), { key: 'End' });
    expect(blockTypes()).toEqual(['giftCode', 'button', 'divider', 'footer', 'text']);
    fireEvent.keyDown(screen.getByRole('button', { name: 'Move block 5 of 5 (Text)' }), { key: 'Home' });
    expect(blockTypes()).toEqual(['text', 'giftCode', 'button', 'divider', 'footer']);

    fireEvent.click(screen.getByRole('button', { name: 'Move block 3 (Button) up' }));
    expect(blockTypes()).toEqual(['text', 'button', 'giftCode', 'divider', 'footer']);
    // The text a person typed moves with its block.
    expect(screen.getByLabelText('Button label (English)')).toHaveValue('Choose your gift');

    // No second gift code or footer is offered, and neither can be removed.
    const type = screen.getByLabelText('Type of the new block');
    expect(await optionsOf(type)).toEqual(['Header image', 'Text', 'Image', 'Button', 'Spacer', 'Divider']);
    expect(screen.queryByRole('button', { name: /Remove block \d \(Gift code\)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove block \d \(Footer\)/ })).not.toBeInTheDocument();
    await chooseOption(type, 'Spacer');
    fireEvent.click(screen.getByTestId('mail-block-add'));
    expect(blockTypes()).toEqual(['text', 'button', 'giftCode', 'divider', 'spacer', 'footer']);
    // Removing asks first (issue 23): Cancel keeps the block, the dialog's own button removes it.
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 4 (Divider)' }));
    // (antd's dialog ids are fixed in these tests, so the dialog is found by its title's text.)
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Remove block 4 (Divider)?');
    fireEvent.click(within(dialog).getByTestId('confirm-remove-block-cancel'));
    expect(blockTypes()).toEqual(['text', 'button', 'giftCode', 'divider', 'spacer', 'footer']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 4 (Divider)' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByTestId('confirm-remove-block-ok'));
    expect(blockTypes()).toEqual(['text', 'button', 'giftCode', 'spacer', 'footer']);
    expect(screen.getByTestId('mail-block-announcement')).toHaveTextContent('Divider was removed.');

    // Discarding the changes asks first too, then brings the saved design back.
    fireEvent.click(screen.getByTestId('mail-design-discard'));
    expect(await screen.findByText('Discard your changes to the mail design?')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('confirm-discard-ok'));
    await waitFor(() => expect(blockTypes()).toEqual(['text', 'giftCode', 'button', 'divider', 'footer']));
    expect(screen.queryByTestId('mail-design-discard')).not.toBeInTheDocument();
  });

  it('names an image block without its image as the screen numbers it, previews a placeholder and clears the message once the image is there', async () => {
    const withImage: MailDesign = {
      ...defaultMailDesign(),
      blocks: [
        ...defaultMailDesign().blocks.slice(0, 2),
        { type: 'image', imageUrl: '', alt: { de: '', en: '' } },
        ...defaultMailDesign().blocks.slice(2),
      ],
    };
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord({ version: 1, design: withImage }) },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
      [`PUT ${BASE}/${DESIGN_ID}`]: {
        status: 400,
        body: {
          message: 'zod.invalid',
          issues: [{ path: ['design', 'blocks', 0, 'text', 'en'], message: 'error.mailDesign.unknownPlaceholder' }],
        },
      },
    });
    renderPage(<MailDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    // The preview is asked with the empty image (svc-mail draws a placeholder) and shows, never an error.
    await waitFor(() =>
      expect(screen.getByTitle('Preview of the mail (English)')).toHaveAttribute('srcdoc', '<p>en: 6 blocks</p>'),
    );
    expect(screen.queryByTestId('mail-preview-error')).not.toBeInTheDocument();

    fireEvent.click(screen.getByTestId('mail-design-save'));
    // Not sent: the designer knows the image is missing, and says where, as the screen numbers the block.
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(toasts.list().at(-1)).toMatchObject({
      severity: 'error',
      summary: 'The mail design was not saved.',
      detail: 'Block 3 (Image): Please upload an image.',
    });
    expect(toasts.list().at(-1)!.detail).not.toMatch(/blocks|imageUrl|design\./);

    // A server refusal names its block the same way, and an edit of the refused field clears its message.
    fireEvent.click(screen.getByRole('button', { name: 'Remove block 3 (Image)' }));
    fireEvent.click(await screen.findByTestId('confirm-remove-block-ok'));
    fireEvent.click(screen.getByTestId('mail-design-save'));
    await waitFor(() => expect(toasts.list().at(-1)!.detail).toMatch(/^Block 1 \(Text\): /));
    const text = screen.getByLabelText('Text (English)');
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Unknown placeholder.'));
    fireEvent.change(text, { target: { value: 'Hello' } });
    expect(text).not.toHaveAccessibleDescription(expect.stringContaining('Unknown placeholder.'));
  });

  it('inserts placeholders at the caret, flags unknown ones, saves with the version and sends a test mail', async () => {
    let saved: unknown;
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord() },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
      [`PUT ${BASE}/${DESIGN_ID}`]: (call) => {
        saved = call.body;
        const { design } = call.body as { design: MailDesign };
        return { status: 200, body: aRecord({ version: 1, design, updatedAt: '2026-11-24T05:00:00.000Z' }) };
      },
      [`POST ${BASE}/${DESIGN_ID}/test`]: { status: 200, body: { to: 'giver@cadeau.test' } },
    });
    renderPage(<MailDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    const subject = await screen.findByLabelText('Subject (English)');
    // The test mail shows the saved design: not before the first save.
    expect(screen.getByTestId('mail-design-test')).toBeDisabled();

    fireEvent.change(subject, { target: { value: 'Hello , a gift' } });
    (subject as HTMLInputElement).setSelectionRange(6, 6);
    fireEvent.select(subject);
    await chooseOption(screen.getByLabelText('Insert a placeholder into Subject (English)'), 'Salutation');
    expect(subject).toHaveValue('Hello {{salutation}}, a gift');

    fireEvent.change(subject, { target: { value: 'Hello {{name}}' } });
    expect(subject).toHaveAccessibleDescription('"name" is not a placeholder: choose one from the list.');
    fireEvent.change(subject, { target: { value: 'Hello {{salutation}}' } });
    expect(subject).not.toHaveAccessibleDescription();

    fireEvent.click(screen.getByTestId('mail-design-save'));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      version: 0,
      design: { ...defaultMailDesign(), subject: { de: 'Ein Geschenk von {{giverName}}', en: 'Hello {{salutation}}' } },
    });
    await waitFor(() => expect(screen.getByTestId('mail-design-test')).toBeEnabled());
    expect(toasts.list().at(-1)).toMatchObject({ severity: 'success', summary: 'The mail design was saved.' });

    fireEvent.click(screen.getByTestId('mail-design-test'));
    await waitFor(() =>
      expect(toasts.list().at(-1)).toMatchObject({
        severity: 'success',
        summary: 'The test mail is on its way to giver@cadeau.test.',
      }),
    );
    expect(api.calls.find((c) => c.path.endsWith('/test'))!.body).toEqual({ language: 'en' });
  });

  it('shows the server issues of a save at their block', async () => {
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord() },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
      [`PUT ${BASE}/${DESIGN_ID}`]: {
        status: 400,
        body: {
          message: 'zod.invalid',
          issues: [{ path: ['design', 'blocks', 2, 'label', 'de'], message: 'zod.tooLong' }],
        },
      },
    });
    renderPage(<MailDesignSection campaign={aCampaign()} />, { path: '/c', url: '/c' });
    fireEvent.click(await screen.findByTestId('mail-design-save'));
    await waitFor(() =>
      expect(screen.getByLabelText('Button label (Deutsch)')).toHaveAccessibleDescription('Too long.'),
    );
  });

  it('is read-only for a caller who may not design the campaign now', async () => {
    api = stubFetch({
      [`GET ${BASE}`]: { status: 200, body: aRecord({ version: 2, editable: false }) },
      [`POST ${BASE}/${DESIGN_ID}/preview`]: previewOf,
    });
    renderPage(<MailDesignSection campaign={aCampaign({ status: 'pending', actions: [] })} />, {
      path: '/c',
      url: '/c',
    });
    expect(await screen.findByLabelText('Subject (English)')).toBeDisabled();
    expect(screen.queryByTestId('mail-design-save')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-block-handle')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-block-add')).not.toBeInTheDocument();
    expect(screen.queryByTestId('mail-design-test')).not.toBeInTheDocument();
    // The preview still shows what recipients will get.
    await waitFor(() =>
      expect(screen.getByTitle('Preview of the mail (English)')).toHaveAttribute('srcdoc', '<p>en: 5 blocks</p>'),
    );
  });
});

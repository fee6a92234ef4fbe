import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { aUser, stubFetch, type StubCall } from '@cadeau/ui/testing';
import { chooseOption } from '@cadeau/ui/testing/render-page';
import { toasts } from '@cadeau/ui/toast';
import { ME, ORG_ID, renderPage } from '../test/render';
import ConversationPage from './ConversationPage';
import ConversationsPage from './ConversationsPage';

const NEW_ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0701';
const OTHER_ORG = { id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0200', name: 'Seller GmbH' };
const ADMIN = aUser({
  id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0009',
  isPlatformAdmin: true,
  roles: ['platformAdmin'],
  organizations: [],
  currentOrganizationId: null,
});

function aConversation(body: { subject: string; message: string; organizationId?: string }) {
  const org = body.organizationId === OTHER_ORG.id ? OTHER_ORG : { id: ORG_ID, name: 'Giver AG' };
  const at = '2026-11-22T09:00:00.000Z';
  return {
    id: NEW_ID,
    organizationId: org.id,
    organizationName: org.name,
    subject: body.subject,
    topic: null,
    status: 'open',
    createdAt: at,
    updatedAt: at,
    finishedAt: null,
    lastMessage: { type: 'user', body: body.message, createdAt: at },
    messages: [
      {
        id: '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0801',
        type: 'user',
        author: { id: ME.id, name: 'Gina Giver' },
        body: body.message,
        createdAt: at,
      },
    ],
  };
}

/** The conversation list and creation as the server answers them; `answer` replaces the creation's answer. */
function api(me: unknown, answer?: (call: StubCall) => { status: number; body?: unknown }) {
  let created: ReturnType<typeof aConversation> | undefined;
  return stubFetch({
    'GET /api/user/myuser': { status: 200, body: me },
    'GET /api/conversation': { status: 200, body: { items: [], page: 1, pageSize: 20, total: 0 } },
    'GET /api/organization/list': (call) => ({
      status: 200,
      body: {
        items: [OTHER_ORG].filter((o) => !call.query.q || o.name.toLowerCase().includes(call.query.q.toLowerCase())),
        page: 1,
        pageSize: 50,
        total: 1,
      },
    }),
    'POST /api/conversation':
      answer ?? ((call) => ({ status: 201, body: (created = aConversation(call.body as never)) })),
    [`GET /api/conversation/${NEW_ID}`]: () =>
      created ? { status: 200, body: created } : { status: 404, body: { message: 'error.conversation.notFound' } },
  });
}

function renderConversations() {
  renderPage(<ConversationsPage />, {
    path: '/cockpit/conversations',
    url: '/cockpit/conversations',
    otherRoutes: { '/cockpit/conversations/:conversationId': <ConversationPage /> },
  });
}

const posts = (stub: ReturnType<typeof stubFetch>) => stub.calls.filter((c) => c.method === 'POST');

describe('starting a conversation', () => {
  let stub: ReturnType<typeof stubFetch>;
  const user = userEvent.setup({ delay: null });
  beforeEach(async () => {
    queryClient.clear();
    toasts.clear();
    await i18n.changeLanguage('en');
  });
  afterEach(() => stub.restore());

  it('opens a labelled form from the keyboard, checks it, creates the conversation and opens it', async () => {
    stub = api(ME);
    renderConversations();
    expect(await screen.findByText('No conversations.')).toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'New conversation' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    open.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const subject = screen.getByLabelText('Subject');
    expect(subject).toHaveFocus();
    expect(screen.queryByLabelText('Organisation')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Please enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please write a message.')).toBeInTheDocument();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    expect(subject).toHaveAccessibleDescription('Please enter a subject.');
    expect(posts(stub)).toHaveLength(0);

    await user.type(subject, '  Invoice question ');
    await user.tab();
    expect(screen.getByLabelText('Message')).toHaveFocus();
    await user.keyboard('Where is our invoice?');
    expect(subject).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));

    const conversation = await screen.findByTestId('conversation-page');
    expect(within(conversation).getByRole('heading', { level: 1 })).toHaveTextContent('Invoice question');
    expect(within(conversation).getByTestId('message')).toHaveTextContent('Where is our invoice?');
    expect(posts(stub).map((c) => c.body)).toEqual([{ subject: 'Invoice question', message: 'Where is our invoice?' }]);
    expect(toasts.list().map((t) => t.summary)).toContain('Conversation started.');
    // The list is fetched again, so it shows the new conversation.
    await waitFor(() =>
      expect(stub.calls.filter((c) => c.method === 'GET' && c.path === '/api/conversation')).toHaveLength(2),
    );
  });

  it('closes with Escape and gives focus back to the button that opened it', async () => {
    stub = api(ME);
    renderConversations();
    const open = await screen.findByRole('button', { name: 'New conversation' });
    await user.click(open);
    await user.type(screen.getByLabelText('Subject'), 'Never mind');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText('Subject')).not.toBeInTheDocument();
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    expect(posts(stub)).toHaveLength(0);
  });

  it("shows the server's validation issues at their fields and other errors as a toast, in German", async () => {
    await i18n.changeLanguage('de');
    let answer: { status: number; body: unknown } = {
      status: 400,
      body: { message: 'zod.invalid', issues: [{ path: ['subject'], message: 'zod.tooLong' }] },
    };
    stub = api(ME, () => answer);
    renderConversations();
    await user.click(await screen.findByRole('button', { name: 'Neue Konversation' }));
    await user.type(screen.getByLabelText('Betreff'), 'Rechnung');
    await user.type(screen.getByLabelText('Nachricht'), 'Wo ist sie?');
    await user.click(screen.getByRole('button', { name: 'Konversation beginnen' }));
    expect(await screen.findByText('Der Betreff darf höchstens 200 Zeichen lang sein.')).toBeInTheDocument();
    expect(screen.getByLabelText('Betreff')).toHaveAttribute('aria-invalid', 'true');

    answer = { status: 400, body: { message: 'error.organization.noneSelected' } };
    await user.click(screen.getByRole('button', { name: 'Konversation beginnen' }));
    await waitFor(() =>
      expect(
        toasts
          .list()
          .filter((t) => t.severity === 'error')
          .map((t) => t.summary),
      ).toEqual([i18n.t('error.organization.noneSelected')]),
    );
    expect(i18n.t('error.organization.noneSelected')).not.toBe('error.organization.noneSelected');
    expect(screen.getByTestId('new-conversation-form')).toBeInTheDocument();
  });

  it('lets a platform administrator choose the organisation, found by searching', async () => {
    stub = api(ADMIN);
    renderConversations();
    await user.click(await screen.findByRole('button', { name: 'New conversation' }));
    await user.type(screen.getByLabelText('Subject'), 'Your approval');
    await user.type(screen.getByLabelText('Message'), 'Please send your UID extract.');
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));
    expect(await screen.findByText('Please choose the organisation to write to.')).toBeInTheDocument();
    expect(posts(stub)).toHaveLength(0);

    await user.type(screen.getByLabelText('Search organisations'), 'seller');
    await waitFor(() =>
      expect(stub.calls.some((c) => c.path === '/api/organization/list' && c.query.q === 'seller')).toBe(true),
    );
    // Debounced: the server was asked for the whole word, never for each prefix typed on the way.
    expect(
      stub.calls.filter((c) => c.path === '/api/organization/list' && c.query.q && c.query.q !== 'seller'),
    ).toEqual([]);
    await chooseOption(screen.getByLabelText('Organisation'), 'Seller GmbH');
    expect(screen.queryByText('Please choose the organisation to write to.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start conversation' }));

    await screen.findByTestId('conversation-page');
    expect(posts(stub).map((c) => c.body)).toEqual([
      { subject: 'Your approval', message: 'Please send your UID extract.', organizationId: OTHER_ORG.id },
    ]);
  });
});

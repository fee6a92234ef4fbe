import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { ORG_ID, renderPage } from '../test/render';
import ConversationPage from './ConversationPage';

const ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0700';
const message = (n: number, type: string, body: string) => ({
  id: `5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e08${String(n).padStart(2, '0')}`,
  type,
  author: type === 'user' ? { id: ORG_ID, name: 'Gina Giver', email: 'gina@cadeau.test' } : null,
  body,
  createdAt: '2026-11-21T10:00:00.000Z',
});

describe('a conversation', () => {
  let api: ReturnType<typeof stubFetch>;
  afterEach(() => api.restore());

  it('shows messages by type, finishes, and restarts a finished conversation by sending', async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    let conversation = {
      id: ID,
      organizationId: ORG_ID,
      organizationName: 'Giver AG',
      subject: 'Approval',
      topic: null,
      status: 'open',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      finishedAt: null,
      lastMessage: null,
      messages: [message(1, 'approvalReason', 'Welcome aboard')],
    };
    api = stubFetch({
      [`GET /api/conversation/${ID}`]: () => ({ status: 200, body: conversation }),
      [`POST /api/conversation/${ID}/finish`]: () => {
        conversation = { ...conversation, status: 'finished' };
        return { status: 200, body: conversation };
      },
      [`POST /api/conversation/${ID}/send`]: (call) => {
        conversation = {
          ...conversation,
          status: 'open',
          messages: [...conversation.messages, message(2, 'user', (call.body as { message: string }).message)],
        };
        return { status: 200, body: conversation };
      },
    });
    renderPage(<ConversationPage />, {
      path: '/cockpit/conversations/:conversationId',
      url: `/cockpit/conversations/${ID}`,
    });
    const [first] = await screen.findAllByTestId('message');
    expect(first).toHaveTextContent('Approval');
    expect(first).toHaveTextContent('Cadeau');
    expect(first).toHaveTextContent('Welcome aboard');

    fireEvent.click(screen.getByTestId('send-message'));
    expect(await screen.findByText('Please write a message.')).toBeInTheDocument();

    fireEvent.click(screen.getByTestId('finish-conversation'));
    await waitFor(() => expect(screen.getByTestId('conversation-status')).toHaveTextContent('Finished'));
    expect(screen.getByText('This conversation is finished. Sending a message reopens it.')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'One more question' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send and reopen' }));
    await waitFor(() => expect(screen.getAllByTestId('message')).toHaveLength(2));
    expect(screen.getByTestId('conversation-status')).toHaveTextContent('Open');
    expect(api.calls.find((c) => c.path.endsWith('/send'))?.body).toEqual({ message: 'One more question' });
  });

  it('names the people who wrote by name, with their e-mail address beside it (issue 9)', async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({
      [`GET /api/conversation/${ID}`]: {
        status: 200,
        body: {
          id: ID,
          organizationId: ORG_ID,
          organizationName: 'Giver AG',
          subject: 'Approval',
          topic: null,
          status: 'open',
          createdAt: '2026-11-21T10:00:00.000Z',
          updatedAt: '2026-11-21T10:00:00.000Z',
          finishedAt: null,
          lastMessage: null,
          messages: [message(1, 'approvalReason', 'Welcome aboard'), message(2, 'user', 'Thank you')],
        },
      },
    });
    renderPage(<ConversationPage />, {
      path: '/cockpit/conversations/:conversationId',
      url: `/cockpit/conversations/${ID}`,
    });
    const [platform, member] = await screen.findAllByTestId('message');
    expect(within(member!).getByTestId('message-author')).toHaveTextContent('Gina Giver');
    expect(within(member!).getByTestId('message-author-email')).toHaveTextContent('gina@cadeau.test');
    // The platform's own messages are signed by the platform, without an address.
    expect(within(platform!).getByTestId('message-author')).toHaveTextContent('Cadeau');
    expect(within(platform!).queryByTestId('message-author-email')).not.toBeInTheDocument();
  });

  it('shows an unknown or foreign conversation as not found, with the way back (issue 9)', async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    const FOREIGN = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0799';
    api = stubFetch({
      [`GET /api/conversation/${FOREIGN}`]: { status: 404, body: { message: 'error.conversation.notFound' } },
    });
    renderPage(<ConversationPage />, {
      path: '/cockpit/conversations/:conversationId',
      url: `/cockpit/conversations/${FOREIGN}`,
    });
    expect(await screen.findByTestId('not-found-state')).toHaveTextContent('Conversation not found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not found');
    expect(screen.getByRole('link', { name: '← All conversations' })).toHaveAttribute('href', '/cockpit/conversations');
    expect(screen.queryByTestId('message')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers to try again when a conversation could not be loaded for another reason', async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    let calls = 0;
    api = stubFetch({
      [`GET /api/conversation/${ID}`]: () =>
        ++calls === 1
          ? { status: 403, body: { message: 'error.forbidden' } }
          : {
              status: 200,
              body: {
                id: ID,
                organizationId: ORG_ID,
                organizationName: 'Giver AG',
                subject: 'Approval',
                topic: null,
                status: 'open',
                createdAt: '2026-11-21T10:00:00.000Z',
                updatedAt: '2026-11-21T10:00:00.000Z',
                finishedAt: null,
                lastMessage: null,
                messages: [message(1, 'approvalReason', 'Welcome aboard')],
              },
            },
    });
    renderPage(<ConversationPage />, {
      path: '/cockpit/conversations/:conversationId',
      url: `/cockpit/conversations/${ID}`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('conversation-page')).toHaveTextContent('Welcome aboard');
  });
});

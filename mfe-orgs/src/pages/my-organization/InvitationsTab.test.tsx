import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { aMember, ME, ORG_ID, renderPage } from '../../test/render';
import InvitationsTab from './InvitationsTab';

function anInvitation(id: string, email: string, status: 'pending' | 'accepted') {
  return {
    id,
    organizationId: ORG_ID,
    organizationName: 'Giver AG',
    email,
    roles: ['user'],
    status,
    invitedBy: { id: ME.id, name: 'Gina Giver', email: 'gina@cadeau.test' },
    createdAt: '2026-11-21T10:00:00.000Z',
    acceptedAt: null,
  };
}

describe('my organisation: invitations', () => {
  let api: ReturnType<typeof stubFetch>;
  let invitations: ReturnType<typeof anInvitation>[];
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    invitations = [anInvitation('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0501', 'accepted@example.ch', 'accepted')];
  });
  afterEach(() => api.restore());

  const routes = (me: unknown) => ({
    'GET /api/user/myuser': { status: 200, body: me },
    'GET /api/organization/invitation': () => ({ status: 200, body: invitations }),
    'POST /api/organization/invitation': (call: { body: unknown }) => {
      const body = call.body as { email: string };
      const created = anInvitation('5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0502', body.email, 'pending');
      invitations = [created, ...invitations];
      return { status: 201, body: created };
    },
    'DELETE /api/organization/invitation/5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0502': () => {
      invitations = invitations.filter((i) => i.status !== 'pending');
      return { status: 204 };
    },
  });

  it('invites a colleague, lists the invitation and deletes only pending ones', async () => {
    api = stubFetch(routes(ME));
    renderPage(<InvitationsTab />, { path: '/', url: '/' });
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByTestId('send-invitation'));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(email, { target: { value: 'colleague@example.ch' } });
    fireEvent.click(screen.getByTestId('send-invitation'));
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(2));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({
      email: 'colleague@example.ch',
      roles: ['user'],
    });

    const [pending, accepted] = screen.getAllByTestId('invitation-row');
    expect(within(pending).getByTestId('invitation-status')).toHaveTextContent('Pending');
    // Who invited, by name, the address under it (issue 9).
    expect(within(accepted).getByText('Gina Giver')).toBeInTheDocument();
    expect(within(accepted).getByTestId('invited-by')).toHaveTextContent(/^Gina Givergina@cadeau\.test$/);
    expect(
      within(accepted).getByRole('button', { name: 'Delete the invitation of accepted@example.ch' }),
    ).toBeDisabled();
    fireEvent.click(within(pending).getByRole('button', { name: 'Delete the invitation of colleague@example.ch' }));
    // Nothing is deleted before the confirmation (issue 9); cancelling keeps the invitation.
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the invitation of colleague@example.ch?');
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(pending).getByRole('button', { name: 'Delete the invitation of colleague@example.ch' }));
    fireEvent.click(await screen.findByTestId('confirm-delete-invitation'));
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(1));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  // Issue 8: the mail throttle's refusals are shown under the address, translated, besides the toast.
  it.each([
    [429, 'error.mail.tooManyMails'],
    [403, 'error.invitation.pendingQuotaReached'],
  ])('shows a %i %s under the address', async (status, key) => {
    api = stubFetch({
      ...routes(ME),
      'POST /api/organization/invitation': { status, body: { message: key } },
    });
    renderPage(<InvitationsTab />, { path: '/', url: '/' });
    const email = await screen.findByLabelText('E-mail');
    fireEvent.change(email, { target: { value: 'colleague@example.ch' } });
    fireEvent.click(screen.getByTestId('send-invitation'));
    await waitFor(() => expect(email).toHaveAccessibleDescription(expect.stringContaining(i18n.t(key))));
    expect(i18n.t(key)).not.toBe(key);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByTestId('invitation-row')).toHaveLength(1);
  });

  it('lets a plain member invite as user only, without delete actions', async () => {
    api = stubFetch(routes(aMember()));
    renderPage(<InvitationsTab />, { path: '/', url: '/' });
    expect(await screen.findByText('Only administrators can give other roles than "User".')).toBeInTheDocument();
    await screen.findAllByTestId('invitation-row');
    expect(screen.queryByRole('button', { name: /Delete the invitation/ })).not.toBeInTheDocument();
  });

  it('shows invitations that could not be loaded as an error with a retry, not as none', async () => {
    let calls = 0;
    api = stubFetch({
      ...routes(ME),
      'GET /api/organization/invitation': () =>
        ++calls === 1 ? { status: 403, body: { message: 'error.forbidden' } } : { status: 200, body: invitations },
    });
    renderPage(<InvitationsTab />, { path: '/', url: '/' });
    const failed = await screen.findByTestId('invitations-table-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByTestId('invitations-table')).toBeNull();
    expect(screen.queryByText('No invitations yet.')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('invitation-row')).toHaveLength(1));
    expect(screen.queryByTestId('invitations-table-error')).toBeNull();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { toasts } from '@cadeau/ui/toast';
import { renderPage } from '../test/render';
import { DeleteInvitation } from './DeleteInvitation';

const ID = '5b0c8c9e-6a39-4d55-9b3c-1a2f6f0e0501';

describe('deleting an invitation from the all-invitations list', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    api = stubFetch({ [`DELETE /api/organization/invitation/${ID}`]: { status: 204 } });
  });
  afterEach(() => api.restore());

  const open = (status: 'pending' | 'accepted') =>
    renderPage(<DeleteInvitation invitation={{ id: ID, email: 'guest@cadeau.test', status }} />, {
      path: '/cockpit/invitations',
      url: '/cockpit/invitations',
    });
  const deletes = () => api.calls.filter((c) => c.method === 'DELETE');

  it('asks first, deletes nothing when cancelled, and deletes once confirmed (issue 9)', async () => {
    open('pending');
    const button = await screen.findByRole('button', { name: 'Delete the invitation of guest@cadeau.test' });
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the invitation of guest@cadeau.test?');
    expect(dialog).toHaveTextContent('The link in the invitation mail will no longer work.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes()).toHaveLength(0);

    fireEvent.click(button);
    fireEvent.click(await screen.findByTestId('confirm-delete-invitation'));
    await waitFor(() => expect(deletes()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.list().at(-1)).toMatchObject({
      severity: 'success',
      summary: 'The invitation of guest@cadeau.test was deleted.',
    });
  });

  it('offers no deletion of an accepted invitation', async () => {
    open('accepted');
    const button = await screen.findByRole('button', { name: 'Delete the invitation of guest@cadeau.test' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Only pending invitations can be deleted.');
  });
});

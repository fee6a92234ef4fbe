import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { COLLEAGUE_ID, ME, member, renderPage } from '../../test/render';
import UsersTab from './UsersTab';

describe('my organisation: users', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(async () => {
    queryClient.clear();
    await i18n.changeLanguage('en');
    let members = [member(ME.id as string, 'Gina', ['admin']), member(COLLEAGUE_ID, 'Carl', ['user'])];
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ME },
      'GET /api/organization/user': () => ({ status: 200, body: members }),
      'POST /api/organization/user/remove': (call) => {
        members = members.filter((m) => m.userId !== (call.body as { userId: string }).userId);
        return { status: 204 };
      },
    });
  });
  afterEach(() => api.restore());

  it('does not let an admin edit or remove themselves, says why, and removes another member after a confirmation', async () => {
    renderPage(<UsersTab />, { path: '/', url: '/' });
    const [me, colleague] = await screen.findAllByTestId('member-row');
    expect(within(me).getByRole('button', { name: 'Remove Gina Giver from the organisation' })).toBeDisabled();
    expect(within(me).getByRole('group', { name: 'Roles of Gina Giver' })).toBeDisabled();
    expect(
      within(me).getByRole('button', { name: 'Remove Gina Giver from the organisation' }),
    ).toHaveAccessibleDescription(/cannot change your own roles or remove yourself/);
    expect(within(colleague).getByRole('group', { name: 'Roles of Carl Giver' })).toBeEnabled();

    fireEvent.click(within(colleague).getByRole('button', { name: 'Remove Carl Giver from the organisation' }));
    fireEvent.click(await screen.findByTestId('confirm-remove'));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toEqual({ userId: COLLEAGUE_ID });
  });

  it('shows members that could not be loaded as an error with a retry, not an empty table', async () => {
    api.restore();
    let calls = 0;
    api = stubFetch({
      'GET /api/user/myuser': { status: 200, body: ME },
      'GET /api/organization/user': () =>
        ++calls === 1
          ? { status: 403, body: { message: 'error.forbidden' } }
          : { status: 200, body: [member(ME.id as string, 'Gina', ['admin'])] },
    });
    renderPage(<UsersTab />, { path: '/', url: '/' });
    const failed = await screen.findByTestId('members-table-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(failed).toHaveTextContent('You are not allowed to do this.');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
    expect(screen.queryByTestId('members-table-error')).toBeNull();
  });
});

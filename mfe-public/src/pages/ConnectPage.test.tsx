import { stubFetch } from '@cadeau/ui/testing';
import { renderPage, resetPageState, screen } from '../testing/render-page';

describe('/connect', () => {
  it('explains giving and selling and links to organisation registration and login', async () => {
    await resetPageState();
    const api = stubFetch({});
    renderPage('/connect');
    expect(await screen.findByRole('heading', { name: 'As a giver' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'As a seller' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Register an organisation' })).toHaveAttribute(
      'href',
      '/register-organization',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    api.restore();
  });
});

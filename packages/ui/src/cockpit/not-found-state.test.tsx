import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@cadeau/ui/api';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { NotFoundState, isNotFound } from '.';

describe('the not-found state of a detail page', () => {
  it('is a page of its own: heading and tab title, what is missing, what to do and the way back', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProviders antd={antdKit}>
        <MemoryRouter>
          <NotFoundState
            error={new ApiError(404, 'error.conversation.notFound')}
            back={{ to: '/cockpit/conversations', label: 'All conversations' }}
          />
        </MemoryRouter>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Not found');
    expect(document.title).toBe('Not found · Cadeau');
    expect(screen.getByTestId('not-found-what')).toHaveTextContent('Conversation not found.');
    expect(screen.getByTestId('not-found-state')).toHaveTextContent(i18n.t('common.notFound.hint'));
    expect(screen.getByRole('link', { name: '← All conversations' })).toHaveAttribute('href', '/cockpit/conversations');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('tells a 404 from other failures', () => {
    expect(isNotFound(new ApiError(404, 'error.noUserFound'))).toBe(true);
    expect(isNotFound(new ApiError(403, 'error.forbidden'))).toBe(false);
    expect(isNotFound(new Error('Failed to fetch'))).toBe(false);
  });
});

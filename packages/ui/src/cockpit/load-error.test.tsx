import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ApiError } from '@cadeau/ui/api';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { LoadError, StatusTag } from '.';

const wrap = (ui: React.ReactNode) =>
  render(
    <AppProviders antd={antdKit}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );

describe('LoadError', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows a record that is not there as the not-found page with the way back, without a retry', () => {
    wrap(
      <LoadError
        error={new ApiError(404, 'error.product.notFound')}
        onRetry={jest.fn()}
        back="/cockpit/things"
        backLabel="Back to the things"
      />,
    );
    expect(screen.getByTestId('load-error')).toContainElement(screen.getByTestId('not-found-state'));
    expect(screen.getByRole('link', { name: '← Back to the things' })).toHaveAttribute('href', '/cockpit/things');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows any other failure with its text, the way back as wide as its text, and a retry', () => {
    const onRetry = jest.fn();
    wrap(<LoadError error={new ApiError(503, 'error.serviceUnavailable')} onRetry={onRetry} back="/cockpit/things" />);
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('error.serviceUnavailable'));
    // Without a label of the app's own: "Back to the list".
    const backLink = screen.getByRole('link', { name: '← Back to the list' });
    expect(backLink).toHaveAttribute('href', '/cockpit/things');
    expect(backLink).toHaveStyle({ alignSelf: 'flex-start' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers no retry for a 404 of a page without a list to go back to', () => {
    wrap(<LoadError error={new ApiError(404, 'error.notFound')} onRetry={jest.fn()} />);
    expect(screen.getByTestId('load-error')).toHaveTextContent(i18n.t('error.notFound'));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('StatusTag', () => {
  it('shows the status in words from the app’s texts, coloured from its map, grey without a colour', async () => {
    await i18n.changeLanguage('en');
    i18n.addResourceBundle('en', 'translation', { things: { status: { open: 'Open', closed: 'Closed' } } }, true);
    const colors: Partial<Record<'open' | 'closed', string>> = { open: 'green' };
    wrap(
      <>
        <StatusTag status="open" colors={colors} textKey="things.status" testId="thing-status" />
        <StatusTag status="closed" colors={colors} textKey="things.status" />
      </>,
    );
    const open = screen.getByTestId('thing-status');
    expect(open).toHaveTextContent('Open');
    expect(open).toHaveAttribute('data-status', 'open');
    expect(open).toHaveClass('ant-tag-green');
    const closed = screen.getByTestId('status');
    expect(closed).toHaveTextContent('Closed');
    expect(closed.className).not.toMatch(/ant-tag-(green|gold|red|blue|volcano)/);
  });
});

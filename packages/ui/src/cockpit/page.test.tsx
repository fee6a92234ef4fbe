import { fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '@cadeau/ui/api';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { EmptyState, ErrorState, PageSkeleton, PageTitle } from '.';

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

describe('page title, empty and error states', () => {
  beforeEach(() => i18n.changeLanguage('en'));

  it('gives the page its one h1 and the tab "<title> · Cadeau"', () => {
    wrap(
      <PageTitle title="Gina Giver">
        Gina Giver <small>blocked</small>
      </PageTitle>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Gina Giver blocked');
    expect(document.title).toBe('Gina Giver · Cadeau');
  });

  it('says that a list is empty', () => {
    wrap(<EmptyState testId="none">No conversations.</EmptyState>);
    expect(screen.getByTestId('none')).toHaveTextContent('No conversations.');
  });

  it('announces a load error in the words of the error catalogue, with a retry when offered', () => {
    let retried = 0;
    wrap(<ErrorState error={new ApiError(404, 'error.notFound')} onRetry={() => retried++} />);
    expect(screen.getByRole('alert')).toHaveTextContent(i18n.t('error.notFound'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toBe(1);
  });

  it('shows a loading page as shapes, announced once as "Loading…" and busy until the page replaces it', () => {
    wrap(<PageSkeleton panels={3} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAccessibleName('');
    expect(status).toHaveTextContent('Loading…');
    expect(status).toHaveAttribute('aria-busy', 'true');
    const shapes = status.querySelector('[aria-hidden="true"]')!;
    expect(shapes.querySelectorAll('.skeleton-heading')).toHaveLength(1);
    expect(shapes.querySelectorAll('.skeleton-panel')).toHaveLength(3);
  });

  it('leaves the heading out inside a page that shows its own', () => {
    wrap(<PageSkeleton heading={false} testId="tab-loading" />);
    expect(screen.getByTestId('tab-loading').querySelector('.skeleton-heading')).toBeNull();
    expect(screen.getByTestId('tab-loading').querySelectorAll('.skeleton-panel')).toHaveLength(2);
  });
});

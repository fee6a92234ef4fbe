import { render } from '@testing-library/react';
import { usePageTitle } from '.';

function Page({ title }: { title?: string }) {
  usePageTitle(title);
  return null;
}

describe('usePageTitle', () => {
  it('names the tab "<title> · Cadeau", and "Cadeau" while there is no title', () => {
    const { rerender } = render(<Page />);
    expect(document.title).toBe('Cadeau');
    rerender(<Page title="Users" />);
    expect(document.title).toBe('Users · Cadeau');
    rerender(<Page title="Organisations" />);
    expect(document.title).toBe('Organisations · Cadeau');
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { AppProviders } from '@cadeau/ui/theme';
import { PageHeader, Paragraph, SecondaryText, Stack } from '.';

const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

describe('the layout primitives', () => {
  it('Stack lays its children out in a column or a row, the theme’s gap apart', () => {
    wrap(
      <>
        <Stack vertical maxWidth={1100} testId="column">
          <span>a</span>
        </Stack>
        <Stack wrap gap="sm" align="center" justify="space-between" testId="row">
          <span>b</span>
        </Stack>
        <Stack gap="xxs" testId="tight">
          <span>c</span>
        </Stack>
      </>,
    );
    expect(screen.getByTestId('column')).toHaveStyle({
      display: 'flex',
      flexDirection: 'column',
      gap: '24px',
      maxWidth: '1100px',
    });
    expect(screen.getByTestId('row')).toHaveStyle({
      flexDirection: 'row',
      gap: '12px',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
    });
    expect(screen.getByTestId('tight')).toHaveStyle({ gap: '4px' });
  });

  it('Stack is the element `as` names, with its attributes, and a list without bullets, margins or indent', () => {
    const submit = jest.fn((e: React.FormEvent) => e.preventDefault());
    wrap(
      <>
        <Stack as="form" vertical gap="md" minWidth={0} noValidate onSubmit={submit} aria-label="Form" testId="form">
          <button type="submit">Save</button>
        </Stack>
        <Stack as="ol" vertical gap="xs" id="steps" aria-label="Steps">
          <li>one</li>
        </Stack>
        <Stack as="nav" role="navigation" aria-label="Pages" data-testid="pages">
          <span>1</span>
        </Stack>
      </>,
    );
    const form = screen.getByRole('form', { name: 'Form' });
    expect(form).toBe(screen.getByTestId('form'));
    expect(form).toHaveAttribute('novalidate');
    expect(form).toHaveStyle({ display: 'flex', flexDirection: 'column', gap: '16px' });
    expect(form.style.minWidth).toBe('0');
    expect(form).not.toHaveStyle({ listStyle: 'none' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(submit).toHaveBeenCalledTimes(1);
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(list.tagName).toBe('OL');
    expect(list).toHaveAttribute('id', 'steps');
    expect(list).toHaveStyle({ listStyle: 'none', margin: '0px', padding: '0px', gap: '8px' });
    expect(screen.getByTestId('pages').tagName).toBe('NAV');
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBe(screen.getByTestId('pages'));
  });

  it('SecondaryText is a span, div or dt in the secondary colour, small and on its own line when asked', () => {
    wrap(
      <dl>
        <SecondaryText data-testid="inline">a</SecondaryText>
        <SecondaryText block small data-testid="line">
          b
        </SecondaryText>
        <SecondaryText as="dt" small id="term">
          c
        </SecondaryText>
      </dl>,
    );
    const inline = screen.getByTestId('inline');
    expect(inline.tagName).toBe('SPAN');
    expect(inline.style.color).not.toBe('');
    expect(inline.style.display).toBe('');
    expect(inline.style.fontSize).toBe('');
    expect(screen.getByTestId('line')).toHaveStyle({ display: 'block', fontSize: '12px' });
    const term = document.getElementById('term');
    expect(term?.tagName).toBe('DT');
    expect(term).toHaveStyle({ fontSize: '12px' });
    expect(term?.style.color).toBe(inline.style.color);
  });

  it('PageHeader puts the actions beside the one h1, or shows the h1 alone', () => {
    const { unmount } = wrap(<PageHeader title="Things" actions={<button>New thing</button>} />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Things' });
    expect(heading.parentElement).toContainElement(screen.getByRole('button', { name: 'New thing' }));
    unmount();
    wrap(<PageHeader title="Things" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Things' }).parentElement).not.toHaveStyle({
      display: 'flex',
    });
  });

  it('Paragraph drops the margins and takes the secondary colour and the small size from the theme', () => {
    wrap(
      <>
        <Paragraph data-testid="plain">Plain</Paragraph>
        <Paragraph secondary small role="status" data-testid="note">
          Note
        </Paragraph>
      </>,
    );
    const plain = screen.getByTestId('plain');
    expect(plain.tagName).toBe('P');
    expect(plain).toHaveStyle({ margin: '0px' });
    expect(plain.style.color).toBe('');
    const note = screen.getByRole('status');
    expect(note).toHaveTextContent('Note');
    expect(note.style.color).not.toBe('');
    expect(note).toHaveStyle({ fontSize: '12px' });
  });

  it('Paragraph keeps the browser’s margin below or above when asked, and only that one', () => {
    wrap(
      <>
        <Paragraph keepMargin="bottom" data-testid="first">
          First
        </Paragraph>
        <Paragraph keepMargin="top" data-testid="last">
          Last
        </Paragraph>
      </>,
    );
    const first = screen.getByTestId('first');
    expect(first.style.marginTop).toBe('0px');
    expect(first.style.marginBottom).toBe('');
    const last = screen.getByTestId('last');
    expect(last.style.marginBottom).toBe('0px');
    expect(last.style.marginTop).toBe('');
  });
});

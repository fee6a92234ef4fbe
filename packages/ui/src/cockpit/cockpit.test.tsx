import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { AppProviders } from '@cadeau/ui/theme';
import { antdKit } from '@cadeau/ui/antd';
import { CockpitRoot, Fields, NativeSelect, Panel, TextArea, TextInput } from '.';

function ItemPage() {
  const { itemId } = useParams();
  return <p>Item {itemId}</p>;
}

describe('CockpitRoot', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('renders the lazily loaded page whose path matches the address, with its parameters', async () => {
    window.history.pushState(null, '', '/cockpit/items/42');
    render(<CockpitRoot routes={{ '/cockpit/items': () => <p>All items</p>, '/cockpit/items/:itemId': lazy(async () => ({ default: ItemPage })) }} />);
    expect(await screen.findByText('Item 42')).toBeInTheDocument();
    expect(screen.queryByText('All items')).not.toBeInTheDocument();
  });
});

describe('Panel, Fields and the native inputs', () => {
  it('titles a panel with the heading level asked for and lists label/value pairs', () => {
    render(
      <AppProviders antd={antdKit}>
        <Panel title="Address" headingLevel={3} testId="address">
          <Fields items={[{ label: 'City', value: 'Zürich', testId: 'city' }]} />
        </Panel>
      </AppProviders>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Address' })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toContainElement(screen.getByTestId('city'));
    expect(screen.getByText('City').tagName).toBe('DT');
    expect(screen.getByTestId('city')).toHaveTextContent('Zürich');
  });

  it('passes attributes through to native inputs and marks the error status by the border', () => {
    render(
      <AppProviders antd={antdKit}>
        <label htmlFor="a">Name</label>
        <TextInput id="a" defaultValue="Gina" />
        <label htmlFor="b">Notes</label>
        <TextArea id="b" status="error" rows={3} />
      </AppProviders>,
    );
    const name = screen.getByLabelText('Name');
    const notes = screen.getByLabelText('Notes');
    expect(name).toHaveValue('Gina');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes.style.border).not.toBe(name.style.border);
  });

  it('renders a native select with its options, value and error status', () => {
    render(
      <AppProviders antd={antdKit}>
        <NativeSelect aria-label="Language" defaultValue="de">
          <option value="en">English</option>
          <option value="de">Deutsch</option>
        </NativeSelect>
        <NativeSelect aria-label="Status" status="error">
          <option value="">All</option>
        </NativeSelect>
      </AppProviders>,
    );
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toHaveValue('de');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: 'Status' }).style.border).not.toBe(language.style.border);
  });
});

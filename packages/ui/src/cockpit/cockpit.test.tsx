import { lazy } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { useParams } from 'react-router';
import { AppProviders } from '@cadeau/ui/theme';
import { antdKit } from '@cadeau/ui/antd';
import { chooseOption, chosenOption } from '@cadeau/ui/testing/render-page';
import { CheckboxGroup, CockpitRoot, Fields, Panel, SelectField, TextAreaField, TextField } from '.';

function ItemPage() {
  const { itemId } = useParams();
  return <p>Item {itemId}</p>;
}

describe('CockpitRoot', () => {
  afterEach(() => window.history.pushState(null, '', '/'));

  it('renders the lazily loaded page whose path matches the address, with its parameters', async () => {
    window.history.pushState(null, '', '/cockpit/items/42');
    render(
      <CockpitRoot
        routes={{
          '/cockpit/items': () => <p>All items</p>,
          '/cockpit/items/:itemId': lazy(async () => ({ default: ItemPage })),
        }}
      />,
    );
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
});

describe('the cockpit fields (antd controls in a labelled field)', () => {
  const wrap = (ui: React.ReactNode) => render(<AppProviders antd={antdKit}>{ui}</AppProviders>);

  it('labels a text field, passes attributes through and ties its error to it', () => {
    wrap(
      <>
        <TextField id="name" label="Name" defaultValue="Gina" autoComplete="given-name" />
        <TextAreaField id="notes" label="Notes" rows={3} error="Too long." />
        <TextField id="iban" label="IBAN" help="Swiss or foreign." />
      </>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toHaveValue('Gina');
    expect(name).toHaveAttribute('autocomplete', 'given-name');
    expect(name).not.toHaveAttribute('aria-invalid');
    const notes = screen.getByLabelText('Notes');
    expect(notes.tagName).toBe('TEXTAREA');
    expect(notes).toHaveAttribute('rows', '3');
    expect(notes).toHaveAttribute('aria-invalid', 'true');
    expect(notes).toHaveAccessibleDescription('Too long.');
    expect(screen.getByRole('alert')).toHaveTextContent('Too long.');
    expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription('Swiss or foreign.');
  });

  it('keeps the line of an error while there is none, so an error appearing moves nothing below the field', () => {
    const { rerender } = wrap(<TextField id="city" label="City" />);
    const line = () => document.querySelector('[data-field-message]') as HTMLElement;
    const before = line();
    expect(before).toBeEmptyDOMElement();
    expect(parseFloat(before.style.minHeight)).toBeGreaterThan(0);
    rerender(
      <AppProviders antd={antdKit}>
        <TextField id="city" label="City" error="Please enter a city." />
      </AppProviders>,
    );
    expect(line()).toBe(before);
    expect(line()).toHaveTextContent('Please enter a city.');
  });

  it('offers a select as a labelled combobox whose chosen option is reported by value', async () => {
    const chosen: string[] = [];
    wrap(
      <SelectField
        id="language"
        label="Language"
        value="de"
        error="Choose one."
        options={[
          { value: 'de', label: 'Deutsch' },
          { value: 'en', label: 'English' },
        ]}
        onChange={(v) => chosen.push(v)}
      />,
    );
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(chosenOption(language)).toBe('Deutsch');
    expect(language).toHaveAttribute('aria-invalid', 'true');
    expect(language).toHaveAccessibleDescription('Choose one.');
    await chooseOption(language, 'English');
    expect(chosen).toEqual(['en']);
  });

  it('groups checkboxes under a legend, reports them in their order and keeps one when required', () => {
    const changes: string[][] = [];
    const options = [
      { value: 'admin', label: 'Admin' },
      { value: 'user', label: 'User' },
    ];
    const { rerender } = wrap(
      <CheckboxGroup legend="Roles" options={options} value={['user']} required onChange={(v) => changes.push(v)} />,
    );
    expect(screen.getByRole('group', { name: 'Roles' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Admin' }));
    expect(changes).toEqual([['admin', 'user']]);
    fireEvent.click(screen.getByRole('checkbox', { name: 'User' }));
    // The last role stays: unchecking it reports nothing.
    expect(changes).toHaveLength(1);
    rerender(
      <AppProviders antd={antdKit}>
        <CheckboxGroup legend="Roles" options={options} value={['user']} disabled onChange={(v) => changes.push(v)} />
      </AppProviders>,
    );
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
  });
});

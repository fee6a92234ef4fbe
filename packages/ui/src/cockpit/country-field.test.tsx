import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import { antdKit } from '@cadeau/ui/antd';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { chooseOption, chosenOption, optionsOf } from '@cadeau/ui/testing/render-page';
import { CountryField } from '.';

function Address({ initial, changes }: { initial: string; changes: string[] }) {
  const [country, setCountry] = useState(initial);
  return (
    <CountryField
      id="country"
      label="Country"
      value={country}
      onChange={(code) => {
        changes.push(code);
        setCountry(code);
      }}
    />
  );
}

describe('CountryField', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows the stored code by name in the page language and stores the code of the chosen name', async () => {
    await i18n.changeLanguage('de');
    const changes: string[] = [];
    render(
      <AppProviders antd={antdKit}>
        <Address initial="ch" changes={changes} />
      </AppProviders>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(chosenOption(select)).toBe('Schweiz');
    expect((await optionsOf(select)).slice(0, 2)).toEqual(['Schweiz', 'Liechtenstein']);
    await act(() => i18n.changeLanguage('en'));
    expect(chosenOption(select)).toBe('Switzerland');
    await chooseOption(select, 'Germany');
    expect(changes).toEqual(['de']);
    expect(chosenOption(select)).toBe('Germany');
  });

  it('keeps a stored country outside the usual list, by name', async () => {
    await i18n.changeLanguage('en');
    render(
      <AppProviders antd={antdKit}>
        <Address initial="ES" changes={[]} />
      </AppProviders>,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(chosenOption(select)).toBe('Spain');
    expect((await optionsOf(select)).at(-1)).toBe('Spain');
  });
});

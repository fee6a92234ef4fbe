// Test helper only (never imported by production code; eslint refuses it outside tests): its own subpath, so
// tests that only stub fetch do not load antd and the router.
import type { ReactElement } from 'react';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { antdKit } from '@cadeau/ui/antd';
import { dayFieldText, weekFieldText } from '@cadeau/ui/dates';
import { currentLanguage } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';

/**
 * Renders a cockpit page the way `CockpitRoot` does (providers, router) at a URL matching its route pattern;
 * `otherRoutes` are the pages it may navigate to.
 */
export function renderPage(
  page: ReactElement,
  { path, url, otherRoutes = {} }: { path: string; url: string; otherRoutes?: Record<string, ReactElement> },
) {
  return render(
    <AppProviders antd={antdKit}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          {Object.entries(otherRoutes).map(([otherPath, element]) => (
            <Route key={otherPath} path={otherPath} element={element} />
          ))}
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/**
 * The popup of an antd Select, opened as a person does with the mouse (antd renders it outside the field).
 * A closed popup stays in the document, hidden, with the options it showed last: only an open one counts,
 * or a test reads the options of before a search.
 */
async function openOptions(combobox: HTMLElement): Promise<HTMLElement[]> {
  if (combobox.getAttribute('aria-expanded') !== 'true') fireEvent.mouseDown(combobox);
  return waitFor(() => {
    const name = combobox.getAttribute('aria-label') ?? combobox.id;
    if (combobox.getAttribute('aria-expanded') !== 'true') throw new Error(`"${name}" did not open`);
    const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
    const popup = list?.closest('.ant-select-dropdown');
    if (!popup || popup.classList.contains('ant-select-dropdown-hidden'))
      throw new Error(`the options of "${name}" are not shown`);
    const items = [...popup.querySelectorAll<HTMLElement>('.ant-select-item-option')];
    if (!items.length) throw new Error(`the options of "${name}" did not open`);
    return items;
  });
}

/** Chooses the option whose text is `option` in an antd Select, found by its label (the combobox input). */
export async function chooseOption(combobox: HTMLElement, option: string) {
  const item = (await openOptions(combobox)).find((el) => el.textContent === option);
  if (!item) throw new Error(`no option "${option}"`);
  fireEvent.click(item);
}

/** The option texts an antd Select offers. */
export async function optionsOf(combobox: HTMLElement): Promise<string[]> {
  const texts = (await openOptions(combobox)).map((el) => el.textContent ?? '');
  fireEvent.keyDown(combobox, { key: 'Escape' });
  return texts;
}

/** The text an antd Select shows as chosen (what a sighted person reads in the closed field). */
export function chosenOption(combobox: HTMLElement): string | null {
  return combobox.closest('.ant-select')?.querySelector('.ant-select-content')?.textContent ?? null;
}

/**
 * Types a day into a date field (`DateInput` of @cadeau/ui/cockpit) as a person does: an ISO day (`2099-06-25`)
 * is typed as the field shows it in the page's language (25.06.2099, 06/25/2099), any other text as it is; Enter
 * takes it (an emptied field is cleared). Returns the input.
 */
export function typeDay(input: HTMLElement, day: string): HTMLElement {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(day) ? dayFieldText(day, currentLanguage()) : day;
  return typeInto(input, text);
}

/**
 * Types an ISO week (`2026-W50`) into a week field (`WeekInput`) as the field shows it in the page's language
 * (KW 50 2026, Week 50 2026), any other text as it is; Enter takes it ('' clears it). Returns the input.
 */
export function typeWeek(input: HTMLElement, week: string): HTMLElement {
  const text = /^\d{4}-W\d{2}$/.test(week) ? weekFieldText(week, currentLanguage()) : week;
  return typeInto(input, text);
}

/** Types a time of day (`18:00`) into a time field (`TimeInput`) and takes it with Enter ('' clears it). */
export function typeTime(input: HTMLElement, time: string): HTMLElement {
  return typeInto(input, time);
}

function typeInto(input: HTMLElement, text: string): HTMLElement {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter' });
  return input;
}

import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { antdKit } from '@cadeau/ui/antd';
import { dayjs } from '@cadeau/ui/dates';
import { i18n } from '@cadeau/ui/i18n';
import { AppProviders } from '@cadeau/ui/theme';
import { typeDay, typeTime, typeWeek } from '@cadeau/ui/testing/render-page';
import { DateField, DateInput, DateTimeInput, TimeField, WeekField } from '.';

/** A form holding the ISO values the fields hand out, as the cockpit's forms do. */
function Form({ day, time, changes }: { day: string; time: string; changes: string[] }) {
  const [values, setValues] = useState({ day, time });
  const set = (field: 'day' | 'time') => (value: string) => {
    changes.push(value);
    setValues((v) => ({ ...v, [field]: value }));
  };
  return (
    <AppProviders antd={antdKit}>
      <DateField id="day" label="Day" help="When" value={values.day} onChange={set('day')} />
      <TimeField id="time" label="Time" value={values.time} onChange={set('time')} />
      <output data-testid="values">{`${values.day}|${values.time}`}</output>
    </AppProviders>
  );
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function axeViolations(): Promise<string[]> {
  let result: axe.AxeResults | undefined;
  await act(async () => {
    result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
  });
  return result!.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('the date and time fields (issue 23: the page language, not the browser locale)', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('shows 24.12.2026 and 14:30 in German, 12/24/2026 and 14:30 in English, and hands out ISO values', async () => {
    await act(() => i18n.changeLanguage('de'));
    const changes: string[] = [];
    render(<Form day="2026-12-24" time="14:30" changes={changes} />);
    expect(input('Day').value).toBe('24.12.2026');
    expect(input('Time').value).toBe('14:30');

    typeDay(input('Day'), '01.03.2027');
    typeTime(input('Time'), '09:05');
    expect(changes).toEqual(['2027-03-01', '09:05']);
    expect(screen.getByTestId('values')).toHaveTextContent('2027-03-01|09:05');
    expect(input('Day').value).toBe('01.03.2027');

    await act(() => i18n.changeLanguage('en'));
    expect(input('Day').value).toBe('03/01/2027');
    expect(input('Time').value).toBe('09:05');
    typeDay(input('Day'), '12/24/2026');
    typeTime(input('Time'), '18:45');
    expect(changes.slice(2)).toEqual(['2026-12-24', '18:45']);
    expect(input('Day').value).toBe('12/24/2026');
    // No AM/PM in either language.
    expect(input('Time').value).toBe('18:45');
  });

  it("reads a day typed without leading zeros, and refuses one in the other language's order", async () => {
    await act(() => i18n.changeLanguage('de'));
    const changes: string[] = [];
    render(<Form day="" time="" changes={changes} />);
    typeDay(input('Day'), '1.3.2027');
    expect(changes).toEqual(['2027-03-01']);
    typeDay(input('Day'), '03/01/2027');
    expect(changes).toEqual(['2027-03-01']);
  });

  it('is cleared when its text is deleted, as an emptied native input was', async () => {
    const changes: string[] = [];
    render(<Form day="2026-12-24" time="14:30" changes={changes} />);
    typeDay(input('Day'), '');
    typeTime(input('Time'), '');
    expect(changes).toEqual(['', '']);
    expect(input('Day').value).toBe('');
    fireEvent.blur(input('Day'));
    expect(screen.getByTestId('values')).toHaveTextContent(/^\|$/);
  });

  it('opens a calendar in the page language: German month names, the week from Monday', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<Form day="2026-12-24" time="14:30" changes={[]} />);
    fireEvent.mouseDown(input('Day'));
    fireEvent.click(input('Day'));
    const panel = await waitFor(() => {
      const p = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-date-panel');
      if (!p) throw new Error('no calendar');
      return p;
    });
    expect(panel.querySelector('.ant-picker-month-btn')).toHaveTextContent('Dez');
    expect([...panel.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Mo',
      'Di',
      'Mi',
      'Do',
      'Fr',
      'Sa',
      'So',
    ]);
    // A day picked from the calendar is handed out as ISO too.
    // Its cells are named as the field writes a day; the first one is Monday 30 November.
    expect(panel.querySelector('tbody td')).toHaveAttribute('title', '30.11.2026');
    fireEvent.click(panel.querySelector('td[title="31.12.2026"] .ant-picker-cell-inner')!);
    await waitFor(() => expect(screen.getByTestId('values')).toHaveTextContent('2026-12-31|14:30'));
  });

  it("names the open time picker's hour and minute lists and lets the keyboard reach them", async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<Form day="" time="14:30" changes={[]} />);
    fireEvent.mouseDown(input('Time'));
    fireEvent.click(input('Time'));
    const hours = await screen.findByRole('list', { name: 'Stunden' });
    expect(hours).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('list', { name: 'Minuten' })).toHaveAttribute('tabindex', '0');
    // The popup opens inside the field's frame (within the page's landmarks), not at the end of the body.
    expect(hours.closest('.ant-picker-dropdown')?.parentElement).toBe(
      input('Time').closest('.ant-picker')?.parentElement,
    );
  });

  it('is labelled and described for assistive technology, and axe finds nothing', async () => {
    render(<Form day="2026-12-24" time="14:30" changes={[]} />);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-describedby', 'day-help');
    expect(screen.getByRole('textbox', { name: 'Time' })).toBeInTheDocument();
    expect(await axeViolations()).toEqual([]);
  });

  it('greys out and refuses days outside min and max', async () => {
    const changes: string[] = [];
    render(
      <AppProviders antd={antdKit}>
        <DateInput
          id="from"
          aria-label="From"
          value=""
          min="2026-11-10"
          max="2026-11-20"
          onChange={(d) => changes.push(d)}
        />
      </AppProviders>,
    );
    typeDay(input('From'), '2026-11-09');
    typeDay(input('From'), '2026-11-21');
    typeDay(input('From'), '2026-11-15');
    expect(changes).toEqual(['2026-11-15']);
  });

  it('a date with its time is an instant in and out, shown in the page language', async () => {
    await act(() => i18n.changeLanguage('de'));
    const changes: string[] = [];
    const instant = dayjs('2026-12-24T14:30').toISOString();
    render(
      <AppProviders antd={antdKit}>
        <DateTimeInput id="at" aria-label="At" value={instant} onChange={(v) => changes.push(v)} />
      </AppProviders>,
    );
    expect(input('At').value).toBe('24.12.2026 14:30');
    typeDay(input('At'), '31.12.2026 23:59');
    expect(changes).toEqual([dayjs('2026-12-31T23:59').toISOString()]);
  });
});

/** A form holding the ISO week its week field hands out, as the report filters do. */
function WeekForm({ week, changes }: { week: string; changes: string[] }) {
  const [value, setValue] = useState(week);
  return (
    <AppProviders antd={antdKit}>
      <WeekField
        id="week"
        label="Week"
        help="From"
        value={value}
        onChange={(w) => {
          changes.push(w);
          setValue(w);
        }}
      />
      <output data-testid="week">{value}</output>
    </AppProviders>
  );
}

/** Opens the week field's calendar and returns its panel. */
async function openWeeks(): Promise<HTMLElement> {
  fireEvent.mouseDown(input('Week'));
  fireEvent.click(input('Week'));
  return waitFor(() => {
    const p = document.querySelector<HTMLElement>('.ant-picker-dropdown .ant-picker-week-panel');
    if (!p) throw new Error('no week calendar');
    return p;
  });
}

describe('the week field (issue 23: ISO weeks in the page language, not the browser locale)', () => {
  afterEach(() => act(() => i18n.changeLanguage('en')));

  it('shows KW 49 2026 in German and Week 49 2026 in English for 2026-W49, and hands out typed weeks as YYYY-Www', async () => {
    await act(() => i18n.changeLanguage('de'));
    const changes: string[] = [];
    render(<WeekForm week="2026-W49" changes={changes} />);
    expect(input('Week').value).toBe('KW 49 2026');
    typeWeek(input('Week'), 'KW 1 2027');
    expect(changes).toEqual(['2027-W01']);
    expect(input('Week').value).toBe('KW 1 2027');

    await act(() => i18n.changeLanguage('en'));
    expect(input('Week').value).toBe('Week 1 2027');
    typeWeek(input('Week'), '2026-W49');
    expect(changes).toEqual(['2027-W01', '2026-W49']);
    expect(input('Week').value).toBe('Week 49 2026');
    // A week the year does not have is refused; an emptied field is cleared.
    typeWeek(input('Week'), 'Week 53 2027');
    expect(changes).toHaveLength(2);
    typeWeek(input('Week'), '');
    expect(changes.at(-1)).toBe('');
    expect(screen.getByTestId('week')).toBeEmptyDOMElement();
  });

  for (const lang of ['de', 'en'] as const)
    it(`(${lang}) opens a calendar from Monday with ISO week numbers, and a picked day hands out its week`, async () => {
      await act(() => i18n.changeLanguage(lang));
      render(<WeekForm week="2026-W49" changes={[]} />);
      const panel = await openWeeks();
      expect([...panel.querySelectorAll('thead th')].map((th) => th.textContent).slice(1, 3)).toEqual(
        lang === 'de' ? ['Mo', 'Di'] : ['Mo', 'Tu'],
      );
      // It opens at the chosen week's Monday, 30 November 2026: November's rows are ISO weeks 44 to 49 in both
      // languages (US weeks from Sunday would start at 45).
      const weeks = [...panel.querySelectorAll('tbody tr')].map((tr) => tr.querySelector('td')!.textContent);
      expect(weeks).toEqual(['44', '45', '46', '47', '48', '49']);
      fireEvent.click(panel.querySelector('td[title="' + (lang === 'de' ? '03.12.2026' : '12/03/2026') + '"]')!);
      await waitFor(() => expect(screen.getByTestId('week')).toHaveTextContent('2026-W49'));
      expect(input('Week').value).toBe(lang === 'de' ? 'KW 49 2026' : 'Week 49 2026');
    });

  it('hands out the ISO week across the year end: 31.12.2026 and 1.1.2027 are 2026-W53, 30.12.2024 is 2025-W01', async () => {
    await act(() => i18n.changeLanguage('de'));
    render(<WeekForm week="2026-W53" changes={[]} />);
    expect(input('Week').value).toBe('KW 53 2026');
    let panel = await openWeeks();
    fireEvent.click(panel.querySelector('td[title="31.12.2026"]')!);
    await waitFor(() => expect(screen.getByTestId('week')).toHaveTextContent('2026-W53'));
    fireEvent.click(panel.querySelector('td[title="01.01.2027"]')!);
    await waitFor(() => expect(screen.getByTestId('week')).toHaveTextContent('2026-W53'));
    expect(input('Week').value).toBe('KW 53 2026');
    typeWeek(input('Week'), '2025-W01');
    expect(input('Week').value).toBe('KW 1 2025');
    panel = await openWeeks();
    fireEvent.click(panel.querySelector('td[title="30.12.2024"]')!);
    await waitFor(() => expect(screen.getByTestId('week')).toHaveTextContent('2025-W01'));
  });

  it('is labelled and described for assistive technology, and axe finds nothing', async () => {
    render(<WeekForm week="2026-W49" changes={[]} />);
    expect(screen.getByRole('textbox', { name: 'Week' })).toHaveAttribute('aria-describedby', 'week-help');
    expect(await axeViolations()).toEqual([]);
  });
});

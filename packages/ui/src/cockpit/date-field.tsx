import type { CSSProperties, KeyboardEvent, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import DatePicker from 'antd/es/date-picker';
import type { PickerLocale } from 'antd/es/date-picker/generatePicker/interface';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import TimePicker from 'antd/es/time-picker';
import { useTranslation } from 'react-i18next';
import {
  DAY_FORMAT,
  DAY_INPUT_FORMATS,
  ISO_WEEK_LOCALE,
  TIME_FORMAT,
  WEEK_FORMAT,
  dayOf,
  dayjsOfDay,
  dayjsOfInstant,
  dayjsOfTime,
  dayjsOfWeek,
  instantOf,
  timeOf,
  weekOf,
  weekOfText,
  type Dayjs,
} from '@cadeau/ui/dates';
import { currentLanguage, type Language } from '@cadeau/ui/i18n';
import { Field, controlState, type FieldProps } from './field';

/**
 * antd's picker texts of the language (the ConfigProvider's), with two changes so that an open calendar passes
 * axe as the page does: a day's tooltip is written as the field writes it (en_US had none, so YYYY-MM-DD), and the
 * header's month and year buttons are named by what they show ("Okt", "2026": a speech user says what they see),
 * not by a fixed "Monat wählen".
 */
function pickerLocale(lang: Language): PickerLocale {
  const base = (lang === 'de' ? deDE : enUS).DatePicker!;
  return {
    ...base,
    lang: { ...base.lang, fieldDateFormat: DAY_FORMAT[lang], yearSelect: '', monthSelect: '', decadeSelect: '' },
  };
}
const PICKER_LOCALES: Record<Language, PickerLocale> = { de: pickerLocale('de'), en: pickerLocale('en') };

/** A week calendar's texts: the language's, its weeks ISO in both (from Monday, numbered as ISO 8601 does). */
const weekPickerLocale = (lang: Language): PickerLocale => ({
  ...PICKER_LOCALES[lang],
  lang: { ...PICKER_LOCALES[lang].lang, locale: ISO_WEEK_LOCALE[lang] },
});
const WEEK_PICKER_LOCALES: Record<Language, PickerLocale> = { de: weekPickerLocale('de'), en: weekPickerLocale('en') };

/** The calendar opens inside the field's own frame, so it stays within the page's landmarks (axe `region`). */
const inField = (trigger: HTMLElement) => trigger.parentElement ?? document.body;

/**
 * An open time picker scrolls its hours and minutes in two lists: each is named and reachable by keyboard (axe
 * `scrollable-region-focusable`). The time itself is typed; the lists are for the pointer.
 */
function namedTimeColumns(names: { hour: string; minute: string }) {
  return (panel: ReactNode) => (
    <div
      ref={(el) => {
        el?.querySelectorAll<HTMLElement>('ul[data-type]').forEach((column) => {
          const name = names[column.dataset.type as 'hour' | 'minute'];
          if (!name) return;
          column.tabIndex = 0;
          column.setAttribute('aria-label', name);
        });
      }}
    >
      {panel}
    </div>
  );
}

/**
 * antd's pickers keep their value when their text is deleted (the text comes back on leaving the field), and their
 * clear icon is for the mouse only. A field emptied by keyboard is cleared when it is left or Enter is pressed, as
 * an emptied native input was: a filter without a day filters no more, a draft's date is saved as not set.
 */
function emptiedBy(value: string, onChange: (value: string) => void) {
  const clearIfEmpty = (e: { target: EventTarget | null }) => {
    if (value && (e.target as HTMLInputElement | null)?.value === '') onChange('');
  };
  return {
    onBlur: clearIfEmpty,
    onKeyDown: (e: KeyboardEvent<HTMLElement>) => {
      if (e.key === 'Enter') clearIfEmpty(e);
    },
  };
}

/** What the date and time controls pass to antd's input: its id (for a label's htmlFor), state and names. */
interface ControlProps {
  id: string;
  name?: string;
  disabled?: boolean;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  style?: CSSProperties;
}

export interface DateInputProps extends ControlProps {
  /** The day as the forms and the server keep it, `YYYY-MM-DD`; '' for none. */
  value: string;
  /** The picked or typed day as `YYYY-MM-DD`; '' when cleared. */
  onChange: (day: string) => void;
  /** The first and last day that may be picked or typed (`YYYY-MM-DD`); the calendar greys out the others. */
  min?: string;
  max?: string;
  /** The month the calendar opens at while no day is chosen (`YYYY-MM-DD`), e.g. the earliest allowed day. */
  openAt?: string;
}

/**
 * A day in the page's language (issue 23): antd's DatePicker showing and reading 24.12.2026 (de) or 12/24/2026
 * (en), the calendar in that language with the week from Monday (de) or Sunday (en), whatever the browser's own
 * locale; its value in and out stays `YYYY-MM-DD`. Typed by keyboard, or picked from the calendar (Enter or the
 * arrow keys open it). Give it a label (`htmlFor` its id, or `aria-label`).
 */
export function DateInput({ value, onChange, min, max, openAt, style, ...control }: DateInputProps) {
  useTranslation();
  const lang = currentLanguage();
  const outside = (d: Dayjs) => {
    const day = dayOf(d);
    return (!!min && day < min) || (!!max && day > max);
  };
  return (
    <DatePicker
      {...control}
      {...emptiedBy(value, onChange)}
      {...pickerProps(lang, style)}
      value={dayjsOfDay(value)}
      format={DAY_INPUT_FORMATS[lang]}
      placeholder={DAY_PLACEHOLDER[lang]}
      disabledDate={min || max ? outside : undefined}
      defaultPickerValue={dayjsOfDay(openAt) ?? undefined}
      onChange={(d) => onChange(dayOf(d as Dayjs | null))}
    />
  );
}

/**
 * What every picker of this file shares: the page language's calendar words, its popup inside the field (dialogs and
 * drawers scroll it along), the field's full width; with `time`, the hour and minute columns named in words.
 */
function pickerProps(
  lang: ReturnType<typeof currentLanguage>,
  style: ControlProps['style'],
  time?: { hour: string; minute: string },
) {
  return {
    locale: PICKER_LOCALES[lang],
    getPopupContainer: inField,
    style: { width: '100%', ...style },
    ...(time ? { panelRender: namedTimeColumns(time), needConfirm: false } : {}),
  };
}

/** What an empty date field shows: the order to type the day in. */
const DAY_PLACEHOLDER = { de: 'TT.MM.JJJJ', en: DAY_FORMAT.en } as const;

export interface TimeInputProps extends ControlProps {
  /** The time of day as the settings keep it, `HH:mm`; '' for none. */
  value: string;
  /** The picked or typed time as `HH:mm`; '' when cleared. */
  onChange: (time: string) => void;
}

/**
 * A time of day in 24 hours in both languages (14:30, never 2:30 PM): antd's TimePicker with hours and minutes,
 * typed or picked (a picked hour and minute count at once, no OK button); its value in and out stays `HH:mm`.
 */
export function TimeInput({ value, onChange, style, ...control }: TimeInputProps) {
  const { t } = useTranslation();
  return (
    <TimePicker
      {...control}
      {...emptiedBy(value, onChange)}
      {...pickerProps(currentLanguage(), style, { hour: t('common.time.hours'), minute: t('common.time.minutes') })}
      value={dayjsOfTime(value)}
      format={TIME_FORMAT}
      placeholder="hh:mm"
      onChange={(d) => onChange(timeOf(d as Dayjs | null))}
    />
  );
}

export interface DateTimeInputProps extends ControlProps {
  /** An instant as ISO (`2026-12-24T13:30:00.000Z`); '' for none. */
  value: string;
  /** The picked or typed date and time (in the browser's time zone) as an ISO instant; '' when cleared. */
  onChange: (instant: string) => void;
}

/** A date with its time of day: 24.12.2026 14:30 (de), 12/24/2026 14:30 (en); value in and out an ISO instant. */
export function DateTimeInput({ value, onChange, style, ...control }: DateTimeInputProps) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <DatePicker
      {...control}
      {...emptiedBy(value, onChange)}
      {...pickerProps(lang, style, { hour: t('common.time.hours'), minute: t('common.time.minutes') })}
      showTime={{ format: TIME_FORMAT }}
      value={dayjsOfInstant(value)}
      format={`${DAY_FORMAT[lang]} ${TIME_FORMAT}`}
      placeholder={`${DAY_PLACEHOLDER[lang]} hh:mm`}
      onChange={(d) => onChange(instantOf(d as Dayjs | null))}
    />
  );
}

export interface WeekInputProps extends ControlProps {
  /** The ISO week as the filters and the server keep it, `YYYY-Www` (`2026-W49`); '' for none. */
  value: string;
  /** The picked or typed week as `YYYY-Www`; '' when cleared. */
  onChange: (week: string) => void;
  /** The first and last ISO week that may be picked or typed (`YYYY-Www`); the calendar greys out the others. */
  min?: string;
  max?: string;
}

/**
 * An ISO week in the page's language (issue 23): antd's week picker showing KW 49 2026 (de) or Week 49 2026 (en),
 * its calendar in that language, from Monday and with ISO week numbers in both, whatever the browser's locale; its
 * value in and out stays `YYYY-Www` (a day picked on 1 January 2027 is in 2026-W53). Picked from the calendar, or
 * typed as it is shown (`KW 49 2026`, `49 2026`, `2026-W49`) and taken on Enter or on leaving the field.
 */
export function WeekInput({ value, onChange, min, max, style, ...control }: WeekInputProps) {
  useTranslation();
  const lang = currentLanguage();
  const outside = (week: string) => (!!min && week < min) || (!!max && week > max);
  // A typed week reaches here twice, from antd's own parse of the text and from Enter or leaving the field, often
  // before the page has rendered the first one as the new value: it is handed out once.
  const handed = useRef(value);
  useEffect(() => {
    handed.current = value;
  }, [value]);
  const handOut = (week: string) => {
    if (week === handed.current) return;
    handed.current = week;
    onChange(week);
  };
  const take = (e: { target: EventTarget | null }) => {
    const text = (e.target as HTMLInputElement | null)?.value ?? '';
    const week = text.trim() === '' ? '' : weekOfText(text);
    if (week !== null && week !== value && !(week && outside(week))) handOut(week);
  };
  return (
    <DatePicker
      {...control}
      picker="week"
      onBlur={take}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        if (e.key === 'Enter') take(e);
      }}
      locale={WEEK_PICKER_LOCALES[lang]}
      getPopupContainer={inField}
      value={dayjsOfWeek(value)}
      format={WEEK_FORMAT[lang]}
      placeholder={WEEK_PLACEHOLDER[lang]}
      disabledDate={min || max ? (d: Dayjs) => outside(weekOf(d)) : undefined}
      onChange={(d) => handOut(weekOf(d as Dayjs | null))}
      style={{ width: '100%', ...style }}
    />
  );
}

/** What an empty week field shows: the order to type the week in. */
const WEEK_PLACEHOLDER = { de: 'KW WW JJJJ', en: 'Week WW YYYY' } as const;

type Labelled<P> = FieldProps & Omit<P, 'id' | 'status' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled `DateInput` with its error or help below it and wired to it (label → the picker's input). */
export function DateField({ id, label, error, help, ...input }: Labelled<DateInputProps>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <DateInput {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

/** A labelled `TimeInput` with its error or help below it and wired to it. */
export function TimeField({ id, label, error, help, ...input }: Labelled<TimeInputProps>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <TimeInput {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

/** A labelled `WeekInput` with its error or help below it and wired to it. */
export function WeekField({ id, label, error, help, ...input }: Labelled<WeekInputProps>) {
  return (
    <Field id={id} label={label} error={error} help={help}>
      <WeekInput {...controlState({ id, error, help })} {...input} />
    </Field>
  );
}

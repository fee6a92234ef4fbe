import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ConfirmDialog,
  controlState,
  DateField,
  FieldError,
  Panel,
  TextField,
  Stack,
  Paragraph,
} from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useSaveVatCategory, type VatCategoryDetail } from '../../api/vat-categories';
import { formatDay, localToday } from './day';
import {
  clientErrors,
  fieldOfIssue,
  newRowKey,
  rateField,
  toBody,
  valuesOf,
  type FieldErrors,
  type RateRow,
  type VatValues,
} from './form-model';

type Flag = 'isDefault' | 'isShipping' | 'outsideScope';

/** The DOM id of a field (`rates.r2.validFrom` → `vat-rates-r2-validFrom`): no dots, so CSS selectors need no escapes. */
const domId = (field: string) => `vat-${field.replace(/\./g, '-')}`;

/** `{ message: 'zod.…', issues }` of a refused save (the rules answer at their fields, as 400 zod.invalid). */
function issuesOf(err: unknown): { path: (string | number)[]; message: string }[] | null {
  const e = err as { message?: unknown; issues?: unknown };
  if (typeof e?.message !== 'string' || !e.message.startsWith('zod.') || !Array.isArray(e.issues)) return null;
  return e.issues as { path: (string | number)[]; message: string }[];
}

/**
 * The editor of one VAT category (or a new one): names in both languages, the three flags and the dated rates,
 * typed in percent and sent as basis points. What the server refuses appears at its field: the rates' rules
 * under the list of rates, a date or a rate at its row, a flag that cannot be switched off at the flag.
 */
export function VatCategoryForm({ stored }: { stored: VatCategoryDetail | null }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const save = useSaveVatCategory();
  const [values, setValues] = useState<VatValues>(() => valuesOf(stored, lang));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [focusId, setFocusId] = useState<string | null>(null);
  // Discarding cannot be undone: it asks first (issue 23), as the mail designer's does.
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const local = clientErrors(values);
  const errorOf = (field: string): string | null => {
    const key = serverErrors[field] ?? (submitted ? local[field] : undefined);
    return key ? t(key) : null;
  };

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  /** A change clears the server's message at that field (and the rates' message, which any row may resolve). */
  const change = (next: Partial<VatValues>, fields: string[]) => {
    setValues((v) => ({ ...v, ...next }));
    setServerErrors((s) => {
      const left = { ...s };
      for (const f of fields) delete left[f];
      return left;
    });
  };
  const setRow = (row: RateRow, patch: Partial<RateRow>, field: string) =>
    change({ rates: values.rates.map((r) => (r.key === row.key ? { ...r, ...patch } : r)) }, [field, 'rates']);
  const addRow = () => {
    const row = { key: newRowKey(), validFrom: '', percent: '' };
    change({ rates: [...values.rates, row] }, ['rates']);
    setFocusId(domId(rateField(row, 'validFrom')));
  };
  const removeRow = (row: RateRow) => {
    change({ rates: values.rates.filter((r) => r.key !== row.key) }, [
      'rates',
      rateField(row, 'validFrom'),
      rateField(row, 'rateBasisPoints'),
    ]);
    setFocusId('vat-add-rate');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(local).length || save.isPending) return;
    const sentRows = values.rates;
    save.mutate(toBody(values, stored), {
      onSuccess: (saved) => {
        showSuccess(t('admin.vatCategories.saved'));
        setServerErrors({});
        if (!stored) void navigate(`/cockpit/vat-categories/${saved.id}`, { replace: true });
      },
      onError: (err) => {
        const issues = issuesOf(err);
        const placed: FieldErrors = {};
        for (const issue of issues ?? []) {
          const field = fieldOfIssue(issue.path, sentRows);
          if (field) placed[field] ??= issue.message;
        }
        setServerErrors(placed);
        // A refusal with no field here (a newer save: changedMeanwhile) is a toast; field issues are named in it too.
        showError(err);
      },
    });
  };

  const today = localToday();
  const inForce = stored?.rateInForce?.validFrom;
  const ratesError = errorOf('rates');
  const flag = (name: Flag) => {
    const id = domId(name);
    const error = errorOf(name);
    const help = t(`admin.vatCategories.flagsHelp.${name}`);
    const state = controlState({ id, error, help });
    return (
      <div key={name} data-testid={`vat-flag-field-${name}`}>
        <Checkbox
          id={id}
          checked={values[name]}
          aria-invalid={state['aria-invalid']}
          aria-describedby={state['aria-describedby']}
          onChange={(e) => change({ [name]: e.target.checked }, [name])}
        >
          {t(`admin.vatCategories.${name}`)}
        </Checkbox>
        <FieldError id={`${id}-error`} message={error} />
        {!error && (
          <div id={`${id}-help`} style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary, marginTop: 4 }}>
            {help}
          </div>
        )}
      </div>
    );
  };

  return (
    <Stack as="form" vertical noValidate onSubmit={onSubmit} aria-busy={save.isPending}>
      <Panel title={t('admin.vatCategories.names')}>
        <div style={{ display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
          <TextField
            id="vat-nameDe"
            label={t('admin.vatCategories.nameDe')}
            value={values.nameDe}
            maxLength={100}
            error={errorOf('nameDe')}
            onChange={(e) => change({ nameDe: e.target.value }, ['nameDe'])}
          />
          <TextField
            id="vat-nameEn"
            label={t('admin.vatCategories.nameEn')}
            value={values.nameEn}
            maxLength={100}
            error={errorOf('nameEn')}
            onChange={(e) => change({ nameEn: e.target.value }, ['nameEn'])}
          />
        </div>
      </Panel>
      <Panel title={t('admin.vatCategories.flags')}>
        <Stack vertical gap="sm">
          {(['isDefault', 'isShipping', 'outsideScope'] as const).map(flag)}
        </Stack>
      </Panel>
      <Panel title={t('admin.vatCategories.rates')} testId="vat-rates">
        <Paragraph keepMargin="bottom" id="vat-rates-help">
          {t('admin.vatCategories.ratesHelp')}
        </Paragraph>
        <ul aria-describedby="vat-rates-help" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {values.rates.map((row) => {
            const dateId = domId(rateField(row, 'validFrom'));
            const percentId = domId(rateField(row, 'rateBasisPoints'));
            return (
              <li
                key={row.key}
                data-testid="vat-rate"
                data-valid-from={row.validFrom}
                style={{ display: 'flex', flexWrap: 'wrap', gap: '0 12px', alignItems: 'flex-start' }}
              >
                <div style={{ width: 180 }}>
                  <DateField
                    id={dateId}
                    label={t('admin.vatCategories.validFrom')}
                    value={row.validFrom}
                    error={errorOf(rateField(row, 'validFrom'))}
                    onChange={(day) => setRow(row, { validFrom: day }, rateField(row, 'validFrom'))}
                  />
                </div>
                <div style={{ width: 150 }}>
                  <TextField
                    id={percentId}
                    label={t('admin.vatCategories.percent')}
                    inputMode="decimal"
                    autoComplete="off"
                    suffix="%"
                    value={row.percent}
                    error={errorOf(rateField(row, 'rateBasisPoints'))}
                    onChange={(e) => setRow(row, { percent: e.target.value }, rateField(row, 'rateBasisPoints'))}
                  />
                </div>
                <div style={{ display: 'flex', gap: 8, alignItems: 'center', paddingTop: 28 }}>
                  {row.validFrom && row.validFrom === inForce && (
                    <Tag color="green" data-testid="vat-rate-in-force-tag">
                      {t('admin.vatCategories.inForce')}
                    </Tag>
                  )}
                  {row.validFrom > today && (
                    <Tag data-testid="vat-rate-upcoming">{t('admin.vatCategories.upcoming')}</Tag>
                  )}
                  <Button
                    data-testid="vat-rate-remove"
                    onClick={() => removeRow(row)}
                    aria-label={
                      row.validFrom
                        ? t('admin.vatCategories.removeRate', { date: formatDay(row.validFrom, lang) })
                        : t('admin.vatCategories.removeNewRate')
                    }
                  >
                    ✕
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <FieldError id="vat-rates-error" message={ratesError} />
        <Button id="vat-add-rate" data-testid="vat-add-rate" onClick={addRow} style={{ marginTop: 12 }}>
          {t('admin.vatCategories.addRate')}
        </Button>
      </Panel>
      <Stack gap="sm" wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="vat-save">
          {t('admin.vatCategories.save')}
        </Button>
        <Button data-testid="vat-reset" onClick={() => setConfirmDiscard(true)}>
          {t('admin.vatCategories.reset')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirmDiscard}
        title={t('admin.vatCategories.discardTitle')}
        okText={t('admin.vatCategories.reset')}
        danger
        testId="confirm-discard"
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          setValues(valuesOf(stored, lang));
          setSubmitted(false);
          setServerErrors({});
        }}
      >
        <Paragraph>{t('admin.vatCategories.discardText')}</Paragraph>
      </ConfirmDialog>
    </Stack>
  );
}

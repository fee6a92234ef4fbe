import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Switch from 'antd/es/switch';
import { useTranslation } from 'react-i18next';
import type { Setting } from '@cadeau/contracts';
import { DateTimeInput, TimeInput } from '@cadeau/ui/cockpit';
import { countryChoices, formatChfAmount, parseChfToRappen } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';

interface Props {
  setting: Setting;
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  invalid: boolean;
  describedBy: string;
}

/** Secrets are typed into a password field (the audit log masks them as well). */
const SECRET_KEYS = new Set(['Mail.DispatcherKey']);
/** Countries are chosen by name ("Schweiz"), the setting keeps the ISO code ("ch"), as the address forms do. */
const COUNTRY_KEYS = new Set(['Payment.Country']);
export const isCountrySetting = (key: string) => COUNTRY_KEYS.has(key);

/** A control's width on a desktop, never wider than its card on a phone. */
const fixedWidth = (width: number) => ({ width, maxWidth: '100%' });
const intervalStyle = { display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' } as const;
const intervalEndStyle = { display: 'inline-flex', gap: 8, alignItems: 'center' } as const;

/**
 * The input of one setting, chosen by its type. Numbers are not clamped to their bounds here: the server
 * checks them and its translated error is shown, so what the administrator typed stays visible.
 */
export function SettingInput({ setting, id, value, onChange, invalid, describedBy }: Props) {
  const { t } = useTranslation();
  const common = {
    id,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    status: invalid ? ('error' as const) : undefined,
  };
  switch (setting.type) {
    case 'number':
      if (setting.unit === 'rappen') return <ChfInput {...common} value={value} onChange={onChange} />;
      return (
        <InputNumber
          {...common}
          value={typeof value === 'number' ? value : null}
          // No `precision`: it would round what was typed (2.5 days saved as 3); the form refuses it instead.
          step={setting.fractionDigits ? 10 ** -setting.fractionDigits : 1}
          suffix={setting.unit ? t(`admin.settings.units.${setting.unit}`) || undefined : undefined}
          onChange={(v) => onChange(v)}
          style={fixedWidth(220)}
        />
      );
    case 'boolean':
      return <Switch id={id} aria-describedby={describedBy} checked={value === true} onChange={(v) => onChange(v)} />;
    case 'dropdown':
      return (
        <Select
          {...common}
          value={value as string}
          onChange={(v) => onChange(v)}
          options={(setting.options ?? []).map((o) => ({ value: o, label: o }))}
          style={fixedWidth(220)}
        />
      );
    case 'interval': {
      const v = (value ?? { from: '', to: '' }) as { from: string; to: string };
      return (
        // Each end is a label with its input that stays together; on a phone the two ends stack (issue 23: on one
        // line they were wider than the card at 390 px and the page scrolled sideways).
        <span role="group" aria-labelledby={`${id}-label`} style={intervalStyle} data-testid="interval-ends">
          {(['from', 'to'] as const).map((end) => (
            <span key={end} style={intervalEndStyle}>
              <label htmlFor={`${id}-${end}`}>{t(`admin.settings.${end}`)}</label>
              <TimeInput
                {...common}
                id={`${id}-${end}`}
                value={v[end]}
                onChange={(time) => onChange({ ...v, [end]: time })}
                style={{ width: 130 }}
              />
            </span>
          ))}
        </span>
      );
    }
    case 'datetime':
      return (
        <DateTimeInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={onChange}
          style={fixedWidth(260)}
        />
      );
    case 'autoComplete':
      return (
        <Select
          {...common}
          mode="tags"
          tokenSeparators={[',', ' ', ';']}
          open={false}
          placeholder={t('admin.settings.addEmail')}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(v) => onChange(v)}
          style={{ width: '100%', maxWidth: 480 }}
        />
      );
    case 'text':
    default:
      if (COUNTRY_KEYS.has(setting.key))
        return (
          <Select<string>
            {...common}
            value={typeof value === 'string' && value ? value.toLowerCase() : undefined}
            options={countryChoices(currentLanguage(), typeof value === 'string' ? value : null)}
            onChange={(v) => onChange(v)}
            style={{ width: '100%', maxWidth: 480 }}
          />
        );
      return SECRET_KEYS.has(setting.key) ? (
        <Input
          type="password"
          {...common}
          autoComplete="off"
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 480 }}
        />
      ) : (
        <Input
          {...common}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
          style={{ maxWidth: 480 }}
        />
      );
  }
}

/**
 * Money settings are stored in integer Rappen (DESIGN section 4) but typed and shown in francs with Swiss
 * formatting (1'000.00), so nobody has to count zeros. What is being typed is left alone until the field
 * is left; the value passed on is always whole Rappen.
 */
function ChfInput({
  value,
  onChange,
  ...common
}: {
  id: string;
  value: unknown;
  onChange: (value: unknown) => void;
  'aria-invalid'?: boolean;
  'aria-describedby': string;
  status?: 'error';
}) {
  return (
    <InputNumber<number>
      {...common}
      prefix="CHF"
      value={typeof value === 'number' ? value / 100 : null}
      precision={2}
      step={1}
      formatter={(v, info) =>
        info.userTyping ? info.input : v === undefined ? '' : formatChfAmount(Math.round(Number(v) * 100))
      }
      parser={(text) => {
        const rappen = parseChfToRappen(text ?? '');
        return rappen === null ? Number.NaN : rappen / 100;
      }}
      onChange={(v) => onChange(v === null || Number.isNaN(v) ? null : Math.round(v * 100))}
      style={fixedWidth(220)}
    />
  );
}

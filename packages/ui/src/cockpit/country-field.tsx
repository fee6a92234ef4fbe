import { useTranslation } from 'react-i18next';
import { countryChoices } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { SelectField } from './select-field';
import type { FieldProps } from './field';

/**
 * An address's country as an antd Select of countries by name ("Schweiz", not "ch"); the value stays the
 * lower-case ISO code the API stores. Switzerland comes first, a stored value outside the usual list is kept.
 */
export function CountryField({
  value,
  onChange,
  disabled,
  ...field
}: FieldProps & { value: string; onChange: (code: string) => void; disabled?: boolean; name?: string }) {
  // Subscribes to language changes, so the names follow a switch of the page language.
  useTranslation();
  const { name: _name, ...rest } = field;
  return (
    <SelectField<string>
      {...rest}
      value={value.trim().toLowerCase() || undefined}
      options={countryChoices(currentLanguage(), value)}
      onChange={onChange}
      disabled={disabled}
    />
  );
}

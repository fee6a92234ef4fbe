import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import { Field, SelectField, Stack } from '@cadeau/ui/cockpit';
import { HEX_COLOR, mailFonts, mailFontStacks, type MailFont, type MailTheme } from '@cadeau/contracts/mail-design';

/** A colour as the browser's colour picker beside its `#rrggbb` text (either may be used). */
function ColorField({
  id,
  label,
  value,
  onChange,
  disabled,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const valid = HEX_COLOR.test(value);
  return (
    <Field id={id} label={label} error={valid ? null : t('campaigns.mailDesign.colorInvalid')}>
      <Stack as="span" gap="xs" align="center">
        <input
          type="color"
          aria-label={t('campaigns.mailDesign.pickColor', { field: label })}
          value={valid ? value.toLowerCase() : '#000000'}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
          style={{ width: 40, height: 32, padding: 0, border: 'none', background: 'none' }}
        />
        <Input
          id={id}
          value={value}
          maxLength={7}
          disabled={disabled}
          aria-invalid={valid ? undefined : true}
          aria-describedby={valid ? undefined : `${id}-error`}
          status={valid ? undefined : 'error'}
          onChange={(e) => onChange(e.target.value.trim())}
          style={{ width: 110 }}
        />
      </Stack>
    </Field>
  );
}

/** The mail's theme: primary colour (buttons, links, the gift code's frame), background and a web-safe font. */
export function ThemeFields({
  id,
  theme,
  onChange,
  disabled,
}: {
  id: string;
  theme: MailTheme;
  onChange: (theme: MailTheme) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: '0 16px' }}>
      <ColorField
        id={`${id}-primary`}
        label={t('campaigns.mailDesign.fields.primaryColor')}
        value={theme.primaryColor}
        disabled={disabled}
        onChange={(primaryColor) => onChange({ ...theme, primaryColor })}
      />
      <ColorField
        id={`${id}-background`}
        label={t('campaigns.mailDesign.fields.backgroundColor')}
        value={theme.backgroundColor}
        disabled={disabled}
        onChange={(backgroundColor) => onChange({ ...theme, backgroundColor })}
      />
      <SelectField<MailFont>
        id={`${id}-font`}
        label={t('campaigns.mailDesign.fields.font')}
        value={theme.font}
        disabled={disabled}
        options={mailFonts.map((f) => ({ value: f, label: mailFontStacks[f].split(',')[0]!.replace(/'/g, '') }))}
        onChange={(font) => onChange({ ...theme, font })}
      />
    </div>
  );
}

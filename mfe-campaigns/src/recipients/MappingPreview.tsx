import { useId } from 'react';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { SelectField, Stack } from '@cadeau/ui/cockpit';
import { CSV_FIELDS, type ColumnMapping, type CsvField } from '../csv/mapping';

/**
 * The column mapping of a chosen CSV: one select per recipient field listing the file's headers (e-mail is
 * required, the others may stay unimported), above the first rows as the file holds them, so a person sees
 * which column holds what. The preview scrolls inside its own box on a phone.
 */
export function MappingPreview({
  headers,
  rows,
  mapping,
  onChange,
  emailError,
}: {
  headers: string[];
  rows: string[][];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
  emailError: string | null;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const none = { value: '', label: t('campaigns.recipients.import.notImported') };
  const options = headers.filter(Boolean).map((h) => ({ value: h, label: h }));
  const cell = {
    padding: '4px 8px',
    borderBottom: `1px solid ${token.colorBorderSecondary}`,
    textAlign: 'start' as const,
  };
  return (
    <Stack vertical gap="sm">
      <div
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: '4px 16px' }}
        data-testid="import-mapping"
      >
        {CSV_FIELDS.map((field: CsvField) => (
          <SelectField<string>
            key={field}
            id={`${id}-${field}`}
            label={t(`campaigns.recipients.fields.${field}`) + (field === 'email' ? ' *' : '')}
            value={mapping[field] ?? (field === 'email' ? undefined : '')}
            options={field === 'email' ? options : [none, ...options]}
            placeholder={t('campaigns.recipients.import.chooseColumn')}
            error={field === 'email' ? emailError : null}
            onChange={(header) => onChange({ ...mapping, [field]: header || undefined })}
          />
        ))}
      </div>
      <div
        role="region"
        aria-label={t('campaigns.recipients.import.previewCaption')}
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: '100%', contain: 'inline-size' }}
      >
        <table data-testid="import-preview" style={{ borderCollapse: 'collapse', fontSize: token.fontSizeSM }}>
          <caption className="visually-hidden">{t('campaigns.recipients.import.previewCaption')}</caption>
          <thead>
            <tr>
              {headers.map((h, i) => (
                <th key={i} scope="col" style={{ ...cell, whiteSpace: 'nowrap' }}>
                  {h || '—'}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {headers.map((_, c) => (
                  <td key={c} style={{ ...cell, whiteSpace: 'pre-wrap', maxWidth: 240, overflowWrap: 'anywhere' }}>
                    {row[c] ?? ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Stack>
  );
}

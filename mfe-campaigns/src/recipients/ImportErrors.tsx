import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@cadeau/ui/list';
import type { ImportResult } from '../api/recipients';
import { Truncated } from '../components/truncated';
import { downloadText, toCsv } from '../csv/error-csv';

type RowError = ImportResult['errors'][number];

/**
 * The rows an import refused: row number (the header is row 1, as a spreadsheet numbers them), column (the recipient field it
 * was mapped to), the offending value as the file has it (issue 23: `079 123 45`, so the giver sees what to fix) and the
 * translated reason, and the same list as a CSV to fix the file with (formula cells escaped, a BOM for Excel).
 */
export function ImportErrors({ errors, total, fileName }: { errors: RowError[]; total: number; fileName: string }) {
  const { t } = useTranslation();
  const rows = errors.map((e, i) => ({ ...e, id: String(i) }));
  // The recipient field the column was mapped to, in the person's language; '—' for a row wrong as a whole.
  const columnText = (column: RowError['column']) => (column ? t(`campaigns.recipients.fields.${column}`) : '—');
  const download = () =>
    downloadText(
      toCsv([
        [
          t('campaigns.recipients.import.errorRow'),
          t('campaigns.recipients.import.errorColumn'),
          t('campaigns.recipients.import.errorValue'),
          t('campaigns.recipients.import.errorMessage'),
        ],
        ...errors.map((e) => [e.row, columnText(e.column), e.value ?? '', t(e.key)]),
      ]),
      t('campaigns.recipients.import.errorsFile', { name: fileName.replace(/\.csv$/i, '') }),
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }} data-testid="import-errors">
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', justifyContent: 'space-between' }}>
        <strong>{t('campaigns.recipients.import.errorsTitle', { count: total })}</strong>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="import-errors-download">
          {t('campaigns.recipients.import.errorsDownload')}
        </Button>
      </div>
      {total > errors.length && (
        <p style={{ margin: 0 }}>{t('campaigns.recipients.import.errorsShown', { count: errors.length })}</p>
      )}
      <ListTable
        testId="import-error-list"
        caption={t('campaigns.recipients.import.errorsTitle', { count: total })}
        rows={rows}
        columns={[
          { key: 'row', title: t('campaigns.recipients.import.errorRow'), dataIndex: 'row', align: 'end' },
          { key: 'column', title: t('campaigns.recipients.import.errorColumn'), render: (e) => columnText(e.column) },
          {
            key: 'value',
            title: t('campaigns.recipients.import.errorValue'),
            // As the file has it (at most 100 characters, from the server), on one line; '—' for none or empty.
            render: (e) => (e.value?.trim() ? <Truncated text={e.value} maxWidth="16em" /> : '—'),
          },
          { key: 'message', title: t('campaigns.recipients.import.errorMessage'), render: (e) => t(e.key) },
        ]}
      />
    </div>
  );
}

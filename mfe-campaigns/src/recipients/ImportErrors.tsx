import { useState } from 'react';
import Button from 'antd/es/button';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ListTable } from '@cadeau/ui/list';
import type { ImportResult } from '../api/recipients';
import { Truncated } from '../components/truncated';
import { downloadText, toCsv } from '../csv/error-csv';
import { CSV_FIELDS, type ColumnMapping } from '../csv/mapping';
import { rowsOfCsv } from '../csv/worker-client';
import { Stack, Paragraph } from '@cadeau/ui/cockpit';

type RowError = ImportResult['errors'][number];

/** What the download of refused rows needs: the chosen file, its mapping and the campaign it was for. */
export interface RefusedRowsSource {
  file: File;
  mapping: ColumnMapping;
  campaignName: string;
}

const sameHeader = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The refused rows as a CSV to fix and upload again (issue 23): each row once with its values as the file has them
 * (read again from the file in the CSV worker: the whole cell, not the answer's shortened one), under the recipient
 * fields' names in the person's language (what the column mapping recognises again), then its row number and
 * problems. `;` in German (what Excel in Switzerland opens), `,` in English; formula cells escaped, nothing else
 * (a phone 079 … keeps no apostrophe). Named after the campaign.
 */
export async function downloadRefusedRows(
  t: TFunction,
  language: string,
  errors: RowError[],
  { file, mapping, campaignName }: RefusedRowsSource,
): Promise<void> {
  const wanted = [...new Set(errors.map((e) => e.row))].sort((a, b) => a - b);
  const found = await rowsOfCsv(file, wanted);
  const records = new Map(found.rows);
  const fields = CSV_FIELDS.filter((f) => mapping[f] !== undefined);
  const cellOf = fields.map((f) => found.headers.findIndex((h) => sameHeader(h, mapping[f]!)));
  const problems = (row: number) =>
    errors
      .filter((e) => e.row === row)
      .map((e) => (e.column ? `${t(`campaigns.recipients.fields.${e.column}`)}: ${t(e.key)}` : t(e.key)))
      .join(' / ');
  const rows = wanted.map((row) => {
    const cells = records.get(row) ?? [];
    return [...cellOf.map((i) => (i >= 0 ? (cells[i] ?? '') : '')), row, problems(row)];
  });
  const header = [
    ...fields.map((f) => t(`campaigns.recipients.fields.${f}`)),
    t('campaigns.recipients.import.errorRow'),
    t('campaigns.recipients.import.errorMessage'),
  ];
  downloadText(
    toCsv([header, ...rows], language.startsWith('de') ? ';' : ','),
    t('campaigns.recipients.import.errorsFile', { name: campaignName.replace(/[\\/:*?"<>|\r\n\t]+/g, '-').trim() }),
  );
}

/**
 * The rows an import refused: row number (the header is row 1, as a spreadsheet numbers them), column (the recipient field it
 * was mapped to), the offending value as the file has it (issue 23: `079 123 45`, so the giver sees what to fix) and the
 * translated reason, and the refused rows as a CSV to fix the file with (`downloadRefusedRows`).
 */
export function ImportErrors({
  errors,
  total,
  source,
}: {
  errors: RowError[];
  total: number;
  source: RefusedRowsSource;
}) {
  const { t, i18n } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const rows = errors.map((e, i) => ({ ...e, id: String(i) }));
  // The recipient field the column was mapped to, in the person's language; '—' for a row wrong as a whole.
  const columnText = (column: RowError['column']) => (column ? t(`campaigns.recipients.fields.${column}`) : '—');
  const download = () => {
    setDownloading(true);
    void downloadRefusedRows(t, i18n.language, errors, source).finally(() => setDownloading(false));
  };
  return (
    <Stack vertical gap="xs" testId="import-errors">
      <Stack gap="xs" wrap align="center" justify="space-between">
        <strong>{t('campaigns.recipients.import.errorsTitle', { count: total })}</strong>
        <Button
          icon={<DownloadOutlined />}
          onClick={download}
          loading={downloading}
          data-testid="import-errors-download"
        >
          {t('campaigns.recipients.import.errorsDownload')}
        </Button>
      </Stack>
      {total > errors.length && (
        <Paragraph>{t('campaigns.recipients.import.errorsShown', { count: errors.length })}</Paragraph>
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
    </Stack>
  );
}

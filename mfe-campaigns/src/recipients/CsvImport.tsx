import { useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Spin from 'antd/es/spin';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { useTranslation } from 'react-i18next';
import { errorTexts } from '@cadeau/ui/toast';
import { afterRecipientsChanged, importRecipients, type ImportResult } from '../api/recipients';
import { guessMapping, type ColumnMapping } from '../csv/mapping';
import type { CsvPreview } from '../csv/preview';
import { previewCsv } from '../csv/worker-client';
import { formatCount } from './count';
import { downloadRefusedRows, ImportErrors, type RefusedRowsSource } from './ImportErrors';
import { MappingPreview } from './MappingPreview';
import { useImportProgress } from './use-import-progress';
import { Stack, Paragraph } from '@cadeau/ui/cockpit';

type Preview = Extract<CsvPreview, { ok: true }>;

/** The key of broken quoting: the rows after it were never read, so importing "the valid rows" is not offered. */
const MALFORMED = 'error.recipient.import.malformed';

/**
 * Whether a refused import may import its valid rows instead (issue 23): every refused row is listed (so each can
 * be downloaded), the whole file was read, and some row is left to import.
 */
export function mayImportValidRows(result: ImportResult): boolean {
  const refusedRows = new Set(result.errors.map((e) => e.row)).size;
  return (
    !result.committed &&
    result.errors.length === result.errorCount &&
    !result.errors.some((e) => e.key === MALFORMED) &&
    result.rows > refusedRows
  );
}

type Step =
  | { kind: 'idle' }
  | { kind: 'reading'; file: File }
  | { kind: 'problem'; file: File; problem: 'encoding' | 'empty' | 'unreadable' }
  | { kind: 'mapping'; file: File; preview: Preview }
  | {
      kind: 'sending';
      file: File;
      preview: Preview;
      rowCount: number | null;
      percent: number;
      controller: AbortController;
    }
  | { kind: 'done'; file: File; preview: Preview; result: ImportResult }
  | { kind: 'failed'; file: File; message: string };

/**
 * The CSV upload of recipients: choose a file, which a Web Worker reads (UTF-8 check, delimiter, the first rows);
 * map its columns (e-mail required); send it with a progress bar of the bytes sent, then of the rows the server
 * has read (pushed on the socket). The rest of the page stays usable meanwhile. The server imports all rows or
 * none: refused rows are listed with their reasons and can be downloaded to fix the file; or, by the giver's
 * choice (issue 23), the valid rows are imported and the refused ones downloaded with their values.
 */
export function CsvImport({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [mapping, setMapping] = useState<ColumnMapping>({});
  const [tried, setTried] = useState(false);

  const choose = (file: File) => {
    setStep({ kind: 'reading', file });
    setTried(false);
    previewCsv(file).then(
      (preview) => {
        if (!preview.ok) return setStep({ kind: 'problem', file, problem: preview.problem });
        setMapping(guessMapping(preview.headers));
        setStep({ kind: 'mapping', file, preview });
      },
      () => setStep({ kind: 'problem', file, problem: 'unreadable' }),
    );
  };

  const send = (skipInvalid = false) => {
    if (step.kind !== 'mapping' && step.kind !== 'done') return;
    setTried(true);
    if (!mapping.email) return;
    const { file, preview } = step;
    const controller = new AbortController();
    setStep({ kind: 'sending', file, preview, rowCount: preview.rowCount, percent: 0, controller });
    importRecipients(campaignId, file, mapping, {
      skipInvalid,
      signal: controller.signal,
      onProgress: (percent) => setStep((s) => (s.kind === 'sending' ? { ...s, percent } : s)),
    }).then(
      (result) => {
        setStep({ kind: 'done', file, preview, result });
        if (result.committed && result.imported > 0) afterRecipientsChanged(campaignId);
      },
      (err: unknown) => {
        if (controller.signal.aborted) setStep({ kind: 'mapping', file, preview });
        else setStep({ kind: 'failed', file, message: errorTexts(err).summary });
      },
    );
  };

  // The giver's choice on a refused file: the refused rows download now (from the answer at hand, on the click),
  // and the file goes again with skipInvalid, so only the valid rows are imported.
  const importValidRows = (refused: ImportResult) => {
    if (step.kind !== 'done') return;
    void downloadRefusedRows(t, i18n.language, refused.errors, { file: step.file, mapping, campaignName });
    send(true);
  };

  const chooseButton = (label: string) => (
    <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} data-testid="import-choose">
      {label}
    </Button>
  );

  return (
    <Stack as="section" vertical gap="sm" aria-labelledby={`import-title-${campaignId}`} testId="recipients-import">
      <h3 id={`import-title-${campaignId}`} style={{ margin: 0, fontSize: 16 }}>
        {t('campaigns.recipients.import.title')}
      </h3>
      <Paragraph>{t('campaigns.recipients.import.help')}</Paragraph>
      <input
        ref={input}
        type="file"
        accept=".csv,text/csv"
        hidden
        data-testid="import-file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) choose(file);
        }}
      />
      {step.kind === 'idle' && <div>{chooseButton(t('campaigns.recipients.import.choose'))}</div>}
      {step.kind === 'reading' && (
        <Stack gap="xs" align="center" role="status">
          <Spin size="small" />
          {t('campaigns.recipients.import.reading', { name: step.file.name })}
        </Stack>
      )}
      {step.kind === 'problem' && (
        <>
          <Alert
            type="error"
            showIcon
            message={t(`campaigns.recipients.import.problem.${step.problem}`, { name: step.file.name })}
          />
          <div>{chooseButton(t('campaigns.recipients.import.chooseAnother'))}</div>
        </>
      )}
      {step.kind === 'mapping' && (
        <>
          <Paragraph data-testid="import-file-facts">
            {step.preview.rowCount === null
              ? t('campaigns.recipients.import.factsLarge', { name: step.file.name })
              : t('campaigns.recipients.import.facts', {
                  name: step.file.name,
                  count: step.preview.rowCount,
                  rows: formatCount(step.preview.rowCount),
                })}{' '}
            {t(`campaigns.recipients.import.delimiter.${step.preview.delimiter === ';' ? 'semicolon' : 'comma'}`)}
            {step.preview.encoding === 'windows-1252' && <> {t('campaigns.recipients.import.windows1252')}</>}
          </Paragraph>
          <MappingPreview
            headers={step.preview.headers}
            rows={step.preview.rows}
            mapping={mapping}
            onChange={setMapping}
            emailError={tried && !mapping.email ? t('campaigns.recipients.import.emailRequired') : null}
          />
          <Stack gap="xs" wrap>
            <Button type="primary" onClick={() => send()} data-testid="import-start">
              {t('campaigns.recipients.import.start')}
            </Button>
            {chooseButton(t('campaigns.recipients.import.chooseAnother'))}
            <Button onClick={() => setStep({ kind: 'idle' })}>{t('common.cancel')}</Button>
          </Stack>
        </>
      )}
      {step.kind === 'sending' && <SendingProgress campaignId={campaignId} step={step} />}
      {step.kind === 'failed' && (
        <>
          <Alert type="error" showIcon message={t('campaigns.recipients.import.failed')} description={step.message} />
          <div>{chooseButton(t('campaigns.recipients.import.chooseAnother'))}</div>
        </>
      )}
      {step.kind === 'done' && (
        <ImportOutcome
          result={step.result}
          source={{ file: step.file, mapping, campaignName }}
          onImportValidRows={() => importValidRows(step.result)}
        />
      )}
      {step.kind === 'done' && <div>{chooseButton(t('campaigns.recipients.import.chooseAnother'))}</div>}
    </Stack>
  );
}

/** The progress of one import: the bytes sent, then the rows the server has checked (from the socket). */
function SendingProgress({ campaignId, step }: { campaignId: string; step: Extract<Step, { kind: 'sending' }> }) {
  const { t } = useTranslation();
  const progress = useImportProgress(campaignId);
  return (
    <Stack vertical gap="xs" testId="import-progress">
      <Progress
        percent={Math.floor(step.percent)}
        aria-label={t('campaigns.recipients.import.uploading', { name: step.file.name })}
      />
      <Paragraph role="status">
        {/* The server checks rows as they arrive, so its count may come while bytes are still sent. */}
        {progress
          ? step.rowCount
            ? t('campaigns.recipients.import.rowsOf', {
                rows: formatCount(progress.rows),
                total: formatCount(step.rowCount),
              })
            : t('campaigns.recipients.import.rows', { rows: formatCount(progress.rows) })
          : step.percent < 100
            ? t('campaigns.recipients.import.uploading', { name: step.file.name })
            : t('campaigns.recipients.import.processing')}
      </Paragraph>
      <div>
        <Button onClick={() => step.controller.abort()} disabled={step.percent >= 100} data-testid="import-cancel">
          {t('campaigns.recipients.import.cancel')}
        </Button>
      </div>
    </Stack>
  );
}

function ImportOutcome({
  result,
  source,
  onImportValidRows,
}: {
  result: ImportResult;
  source: RefusedRowsSource;
  onImportValidRows: () => void;
}) {
  const { t } = useTranslation();
  const errorTotal = result.errorCount;
  const refusedRows = new Set(result.errors.map((e) => e.row)).size;
  if (!result.committed)
    return (
      <>
        <Alert
          type="error"
          showIcon
          role="alert"
          message={t('campaigns.recipients.import.refused', { count: errorTotal })}
          data-testid="import-refused"
        />
        {mayImportValidRows(result) && (
          <Stack gap="xs" wrap align="center">
            <Button type="primary" onClick={onImportValidRows} data-testid="import-valid-rows">
              {t('campaigns.recipients.import.importValidRows', { count: refusedRows })}
            </Button>
          </Stack>
        )}
        <ImportErrors errors={result.errors} total={errorTotal} source={source} />
      </>
    );
  const duplicates = result.duplicateCount;
  return (
    <>
      <Alert
        type="success"
        showIcon
        role="status"
        data-testid="import-done"
        message={t('campaigns.recipients.import.imported', {
          count: result.imported,
          rows: formatCount(result.imported),
        })}
        description={
          duplicates > 0 || errorTotal > 0 ? (
            <>
              {errorTotal > 0 && (
                <Paragraph data-testid="import-left-out">
                  {t('campaigns.recipients.import.leftOut', { count: refusedRows })}
                </Paragraph>
              )}
              {duplicates > 0 && t('campaigns.recipients.import.duplicates', { count: duplicates })}
              {duplicates > 0 && (
                <ul style={{ margin: '4px 0 0', paddingInlineStart: 20, maxHeight: 160, overflowY: 'auto' }}>
                  {result.duplicates.slice(0, 100).map((d) => (
                    <li key={d.row}>
                      {t(
                        d.inCampaign
                          ? 'campaigns.recipients.import.duplicateInCampaign'
                          : 'campaigns.recipients.import.duplicateInFile',
                        { row: d.row, email: d.email },
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </>
          ) : undefined
        }
      />
      {errorTotal > 0 && <ImportErrors errors={result.errors} total={errorTotal} source={source} />}
    </>
  );
}

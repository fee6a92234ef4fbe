import { decodeCsv, parseCsvPreview, recordsAt, type CsvPreview } from './preview';

/** Files up to this size are read whole (to count their rows); of larger ones only the beginning is read. */
export const WHOLE_FILE_BYTES = 32 * 1024 * 1024;
/** How much of a larger file the preview reads. */
export const HEAD_BYTES = 256 * 1024;

/** What the page asks the CSV worker: the chosen file's preview with so many rows, or some of its rows. */
export interface CsvPreviewRequest {
  kind: 'preview';
  file: Blob;
  maxRows: number;
}
export interface CsvRowsRequest {
  kind: 'rows';
  file: Blob;
  /** Row numbers as the server counts them (the header is row 1). */
  rows: number[];
}
export type CsvWorkerRequest = CsvPreviewRequest | CsvRowsRequest;

/** The header and the asked rows of a file (a row the file lacks is missing). */
export interface CsvRows {
  headers: string[];
  rows: [number, string[]][];
}

async function bytesOf(blob: Blob): Promise<Uint8Array> {
  // Blob.arrayBuffer where the platform has it (browsers, workers); FileReader otherwise (jsdom in the tests).
  if (typeof blob.arrayBuffer === 'function') return new Uint8Array(await blob.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/** The worker's work: reads the file (whole, or its beginning when large), decodes it and parses the preview. */
export async function previewFile({ file, maxRows }: Omit<CsvPreviewRequest, 'kind'>): Promise<CsvPreview> {
  const complete = file.size <= WHOLE_FILE_BYTES;
  const bytes = await bytesOf(complete ? file : file.slice(0, HEAD_BYTES));
  const decoded = decodeCsv(bytes, complete);
  if (decoded === null) return { ok: false, problem: 'encoding' };
  return parseCsvPreview(decoded.text, { maxRows, complete, encoding: decoded.encoding });
}

/** The worker's other work: the records of some rows of the whole file, as it has them (issue 23). */
export async function rowsOfFile({ file, rows }: Omit<CsvRowsRequest, 'kind'>): Promise<CsvRows> {
  const decoded = decodeCsv(await bytesOf(file), true);
  if (decoded === null) return { headers: [], rows: [] };
  const found = recordsAt(decoded.text, rows);
  return { headers: found.headers, rows: [...found.records] };
}

/** What the worker answers to a request. */
export function handleCsvRequest(request: CsvWorkerRequest): Promise<CsvPreview | CsvRows> {
  return request.kind === 'rows' ? rowsOfFile(request) : previewFile(request);
}

import { decodeUtf8, parseCsvPreview, type CsvPreview } from './preview';

/** Files up to this size are read whole (to count their rows); of larger ones only the beginning is read. */
export const WHOLE_FILE_BYTES = 32 * 1024 * 1024;
/** How much of a larger file the preview reads. */
export const HEAD_BYTES = 256 * 1024;

/** What the page asks the CSV worker: the chosen file and how many rows to show. */
export interface CsvPreviewRequest {
  file: Blob;
  maxRows: number;
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

/** The worker's work: reads the file (whole, or its beginning when large), decodes UTF-8 and parses the preview. */
export async function previewFile({ file, maxRows }: CsvPreviewRequest): Promise<CsvPreview> {
  const complete = file.size <= WHOLE_FILE_BYTES;
  const bytes = await bytesOf(complete ? file : file.slice(0, HEAD_BYTES));
  const text = decodeUtf8(bytes, complete);
  if (text === null) return { ok: false, problem: 'encoding' };
  return parseCsvPreview(text, { maxRows, complete });
}

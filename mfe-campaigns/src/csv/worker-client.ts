import type { CsvPreview } from './preview';
import type { CsvPreviewRequest } from './read-file';

/**
 * Parses the beginning of a chosen CSV in a Web Worker (csv.worker.ts) and answers its preview; the worker ends
 * after its one answer. Rejects when the browser cannot run it.
 */
export function previewCsv(file: Blob, maxRows = 5): Promise<CsvPreview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./csv.worker.ts', import.meta.url));
    worker.onmessage = (event: MessageEvent<CsvPreview>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'csv worker failed'));
    };
    worker.postMessage({ file, maxRows } satisfies CsvPreviewRequest);
  });
}

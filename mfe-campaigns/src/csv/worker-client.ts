import type { CsvPreview } from './preview';
import type { CsvPreviewRequest } from './read-file';

declare const __webpack_public_path__: string | undefined;

/**
 * Where the worker's script is: `csv-worker.js`, built beside the app's chunks by its own build without Module
 * Federation (see rspack.config.js), so it is found from the app's public path (this remote's folder, whatever page
 * loaded it). Outside a bundle (tests) it is the page's folder.
 */
export function csvWorkerUrl(): URL {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : './';
  return new URL('csv-worker.js', new URL(base, window.location.href));
}

/**
 * Parses the beginning of a chosen CSV in a Web Worker (csv.worker.ts, built as csv-worker.js) and answers its preview; the worker ends
 * after its one answer. Rejects when the browser cannot run it.
 */
export function previewCsv(file: Blob, maxRows = 5): Promise<CsvPreview> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(csvWorkerUrl());
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

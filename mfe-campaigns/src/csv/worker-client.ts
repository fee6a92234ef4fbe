import type { CsvPreview } from './preview';
import type { CsvRows, CsvWorkerRequest } from './read-file';

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

/** Asks a Web Worker (csv.worker.ts, built as csv-worker.js) one thing; it ends after its answer. */
function askWorker<T>(request: CsvWorkerRequest): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(csvWorkerUrl());
    worker.onmessage = (event: MessageEvent<T>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'csv worker failed'));
    };
    worker.postMessage(request);
  });
}

/** Parses the beginning of a chosen CSV in the worker and answers its preview. Rejects when the browser cannot run it. */
export function previewCsv(file: Blob, maxRows = 5): Promise<CsvPreview> {
  return askWorker({ kind: 'preview', file, maxRows });
}

/** Reads some rows of a chosen CSV in the worker, as the file has them (the refused rows' download, issue 23). */
export function rowsOfCsv(file: Blob, rows: number[]): Promise<CsvRows> {
  return askWorker({ kind: 'rows', file, rows });
}

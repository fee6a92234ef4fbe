/// <reference lib="webworker" />
// The CSV worker (DESIGN section 7): reading and parsing a large file here keeps the page responsive while a
// person chooses a 100,000-row file. papaparse's own `worker: true` does not survive bundling, hence this file.
import { previewFile, type CsvPreviewRequest } from './read-file';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CsvPreviewRequest>) => {
  previewFile(event.data).then(
    (preview) => scope.postMessage(preview),
    () => scope.postMessage({ ok: false, problem: 'encoding' }),
  );
};

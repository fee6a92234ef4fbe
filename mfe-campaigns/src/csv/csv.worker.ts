/// <reference lib="webworker" />
// The CSV worker (DESIGN section 7): reading and parsing a large file here keeps the page responsive while a
// person chooses a 100,000-row file. papaparse's own `worker: true` does not survive bundling, hence this file.
import { handleCsvRequest, type CsvWorkerRequest } from './read-file';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<CsvWorkerRequest>) => {
  handleCsvRequest(event.data).then(
    (answer) => scope.postMessage(answer),
    () =>
      scope.postMessage(event.data.kind === 'rows' ? { headers: [], rows: [] } : { ok: false, problem: 'encoding' }),
  );
};

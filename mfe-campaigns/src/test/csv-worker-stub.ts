import { handleCsvRequest, type CsvWorkerRequest } from '../csv/read-file';

/**
 * jsdom has no Web Worker: this stand-in at the worker boundary runs the worker's own work (`handleCsvRequest`, what
 * csv.worker.ts runs) on the test's thread and answers through `onmessage` as a worker would. The parsing itself
 * is tested as pure functions (csv/preview.test.ts).
 */
export class CsvWorkerStub {
  static created: string[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;

  constructor(url: URL | string) {
    CsvWorkerStub.created.push(String(url));
  }

  postMessage(request: CsvWorkerRequest) {
    void handleCsvRequest(request).then((answer) => {
      if (!this.terminated) this.onmessage?.({ data: answer } as MessageEvent);
    });
  }

  terminate() {
    this.terminated = true;
  }
}

/** Installs the stand-in as the global Worker; returns the function that removes it. */
export function installCsvWorkerStub(): () => void {
  const g = globalThis as { Worker?: unknown };
  const original = g.Worker;
  g.Worker = CsvWorkerStub;
  CsvWorkerStub.created = [];
  return () => {
    g.Worker = original;
  };
}

import type http from 'node:http';
import { withWorker } from './with-worker';

/** A stand-in of a kit service that records what it was asked, in order. */
function fakeService(calls: string[]) {
  return {
    startWorkers: () => void calls.push('kit workers'),
    listen: (port: number) => {
      calls.push(`listen ${port}`);
      return Promise.resolve({} as http.Server);
    },
    close: () => {
      calls.push('kit close');
      return Promise.resolve();
    },
  };
}

describe('withWorker', () => {
  it('starts the worker once, after the kit workers, by startWorkers or listen', async () => {
    const calls: string[] = [];
    const service = withWorker(fakeService(calls), () => {
      calls.push('worker start');
      return { stop: () => void calls.push('worker stop') };
    });
    service.startWorkers();
    await service.listen(3000);
    service.startWorkers();
    expect(calls).toEqual(['kit workers', 'worker start', 'listen 3000', 'kit workers']);
  });

  it('stops the worker before the kit on close, waiting for its stop', async () => {
    const calls: string[] = [];
    const service = withWorker(fakeService(calls), () => ({
      stop: async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        calls.push('worker stopped');
      },
    }));
    await service.listen(3000);
    await service.close();
    expect(calls).toEqual(['listen 3000', 'worker stopped', 'kit close']);
  });

  it('closes a service whose worker never started without starting it', async () => {
    const calls: string[] = [];
    const start = jest.fn(() => ({ stop: () => undefined }));
    await withWorker(fakeService(calls), start).close();
    expect(start).not.toHaveBeenCalled();
    expect(calls).toEqual(['kit close']);
  });
});

import { reportError, errorQueue } from '@cadeau/ui/errors';
import { isChunkLoadError, shouldReloadForChunkError } from './chunk-reload';

/**
 * Spec section 8: errors of the window (uncaught errors, unhandled rejections) and failed chunk loads are
 * logged and queued for reporting; a chunk that fails to load reloads the page (once per 10 s per path).
 * Starts the queue's sending loop and writes it out when the page goes away.
 */
export function captureWindowErrors(storage: Pick<Storage, 'getItem' | 'setItem'> | null): void {
  const handle = (err: unknown) => {
    reportError(err);
    if (isChunkLoadError(err) && shouldReloadForChunkError(window.location.pathname, storage)) window.location.reload();
  };
  window.addEventListener('error', (e) => {
    // Resource errors (a failed <img>) have no error object; scripts failing to load are handled by their loader.
    if (e.error !== undefined || e.message) handle(e.error ?? e.message);
  });
  window.addEventListener('unhandledrejection', (e) => handle(e.reason));
  window.addEventListener('pagehide', () => errorQueue.flush());
  errorQueue.start();
}

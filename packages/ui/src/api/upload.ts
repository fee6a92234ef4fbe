import type { ErrorBody } from '@cadeau/contracts/errors';
import { ApiError } from './client';
import type { ResponseOf, RouteAt } from './route-types';

/** What `POST /file/upload` answers: the file's id, kind, size, dimensions and the URLs of its variants. */
export type UploadedFile = ResponseOf<RouteAt<'POST', '/file/upload'>>;

export interface UploadProgress {
  /** Bytes of the file sent so far. */
  loaded: number;
  /** Bytes of the whole file. */
  total: number;
}

export interface UploadOptions {
  /** Called as the browser sends the file (a progress bar); `loaded === total` once it is all sent. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting cancels the upload; the promise then rejects with an AbortError (nothing is kept). */
  signal?: AbortSignal;
  /** The name kept with the upload; by default the File's own name. Never used to judge the type. */
  name?: string;
}

/**
 * Uploads one file into the current organisation with `POST /api/file/upload` (svc-catalog): the body is the
 * file itself, so the server reads it as it arrives and the progress counts exactly its bytes. Uses
 * XMLHttpRequest because fetch reports no upload progress. Same-origin like every other call (the session
 * cookie; the gateway's cross-site check reads the browser's Sec-Fetch-Site). A refusal rejects with an
 * ApiError carrying the server's key (`error.upload.imageTooLarge`, ...), a network failure with the browser's
 * 'Failed to fetch' TypeError, as `apiFetch` does, so the error display maps both the same way.
 */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const { onProgress, signal } = options;
  const name = options.name ?? (file as Partial<File>).name;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `/api/file/upload${name ? `?name=${encodeURIComponent(name)}` : ''}`);
    xhr.setRequestHeader('Accept', 'application/json');
    // The server sniffs the type from the bytes; this only says "raw bytes", not what they are.
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.upload.addEventListener('progress', (e) => {
      onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    });
    xhr.addEventListener('load', () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve(data as UploadedFile);
        return;
      }
      const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody>;
      reject(new ApiError(xhr.status, typeof err.message === 'string' ? err.message : '', err.issues, err.requestId));
    });
    xhr.addEventListener('error', () => {
      settle();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(abortError());
    });
    xhr.send(file);
  });
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const abortError = () => new DOMException('The upload was cancelled.', 'AbortError');

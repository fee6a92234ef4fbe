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

/** Options of `sendWithProgress`: those of an upload plus the body's Content-Type. */
export interface SendOptions extends Omit<UploadOptions, 'name'> {
  /** What the body is; `application/octet-stream` (raw bytes the server sniffs) by default. */
  contentType?: string;
}

/**
 * Uploads one file into the current organisation with `POST /api/file/upload` (svc-catalog): the body is the
 * file itself, so the server reads it as it arrives and the progress counts exactly its bytes. A refusal rejects
 * with an ApiError carrying the server's key (`error.upload.imageTooLarge`, ...).
 */
export function uploadFile(file: Blob, options: UploadOptions = {}): Promise<UploadedFile> {
  const name = options.name ?? (file as Partial<File>).name;
  // The server sniffs the type from the bytes; the Content-Type only says "raw bytes", not what they are.
  return sendWithProgress<UploadedFile>(`/file/upload${name ? `?name=${encodeURIComponent(name)}` : ''}`, file, {
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/**
 * POSTs a file as the raw body of an /api call (`path` below /api, with its query) and answers the JSON the
 * server sends back: the upload of an image or of a CSV of recipients. Uses XMLHttpRequest because fetch
 * reports no upload progress. Same-origin like every other call (the session cookie; the gateway's cross-site
 * check reads the browser's Sec-Fetch-Site). A refusal rejects with an ApiError carrying the server's key, a
 * network failure with the browser's 'Failed to fetch' TypeError, as `apiFetch` does, so the error display maps
 * both the same way.
 */
export function sendWithProgress<T>(path: string, file: Blob, options: SendOptions = {}): Promise<T> {
  const { onProgress, signal, contentType = 'application/octet-stream' } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.addEventListener('progress', (e) => {
      onProgress?.({ loaded: e.loaded, total: e.lengthComputable ? e.total : file.size });
    });
    xhr.addEventListener('load', () => {
      settle();
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.({ loaded: file.size, total: file.size });
        resolve(data as T);
        return;
      }
      const err = (data && typeof data === 'object' ? data : {}) as Partial<ErrorBody> & { params?: unknown };
      // The values the message names (issue 23: an upload's limit and size), as apiFetch keeps them.
      const params =
        err.params && typeof err.params === 'object' ? (err.params as Record<string, string | number>) : {};
      reject(
        new ApiError(xhr.status, typeof err.message === 'string' ? err.message : '', err.issues, err.requestId, params),
      );
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

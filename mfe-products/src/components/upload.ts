import type { FileInfo } from '@cadeau/contracts';

/** Sends one file to POST /file/upload, telling its progress in percent; aborted through `signal`. */
export type UploadFn = (
  file: File,
  options: { onProgress: (percent: number) => void; signal: AbortSignal },
) => Promise<Pick<FileInfo, 'id'>>;

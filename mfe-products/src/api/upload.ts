import { uploadFile } from '@cadeau/ui/api';
import type { UploadFn } from '../components/upload';

/** POST /file/upload through the ui kit, its progress in percent for the editor's progress bars. */
export const uploadWithPercent: UploadFn = (file, { onProgress, signal }) =>
  uploadFile(file, {
    signal,
    onProgress: ({ loaded, total }) => onProgress(total ? (loaded * 100) / total : 0),
  });

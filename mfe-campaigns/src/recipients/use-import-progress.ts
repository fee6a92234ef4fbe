import { useEffect, useState } from 'react';
import { IMPORT_PROGRESS_EVENT, type ImportProgress } from '../api/recipients';

/**
 * The rows svc-campaign has read of this campaign's running import, as the gateway pushes them on the page's
 * shared socket (`campaign:importProgress`, only to the user who uploads); null before the first push. The
 * component that uses it is mounted for one import, so each import starts from null.
 */
export function useImportProgress(campaignId: string): ImportProgress | null {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  useEffect(() => {
    let off = () => {};
    let stopped = false;
    const handler = (event: Partial<ImportProgress> | null) => {
      if (event?.campaignId === campaignId && typeof event.rows === 'number')
        setProgress({ campaignId, rows: event.rows, phase: event.phase ?? 'reading' });
    };
    // The socket module is the shell's singleton (connected after login); loaded when an import starts.
    void import('@cadeau/ui/socket').then(({ socket }) => {
      if (stopped) return;
      socket.on(IMPORT_PROGRESS_EVENT, handler);
      off = () => socket.off(IMPORT_PROGRESS_EVENT, handler);
    });
    return () => {
      stopped = true;
      off();
    };
  }, [campaignId]);
  return progress;
}

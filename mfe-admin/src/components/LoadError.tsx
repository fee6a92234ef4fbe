import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@cadeau/ui/api';
import { ErrorState } from '@cadeau/ui/cockpit';

/**
 * What a page shows instead of what it could not load: the way back to its list (detail pages), and the shared
 * `ErrorState` with the error's text. Retry is offered unless the record does not exist (404): asking again
 * would only answer the same.
 */
export function LoadError({ error, onRetry, back }: { error: unknown; onRetry: () => void; back?: string }) {
  const { t } = useTranslation();
  const gone = error instanceof ApiError && error.status === 404;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {back && <Link to={back}>← {t('admin.list.back')}</Link>}
      <ErrorState error={error} onRetry={gone ? undefined : onRetry} testId="load-error" />
    </div>
  );
}

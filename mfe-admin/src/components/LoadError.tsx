import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorState, NotFoundState, isNotFound } from '@cadeau/ui/cockpit';

/**
 * What a page shows instead of what it could not load: the way back to its list (detail pages), and the shared
 * `ErrorState` with the error's text and a retry. A record that is not there (404: an unknown or mangled id)
 * gets the shared not-found state instead (issue 9): asking again would only answer the same.
 */
export function LoadError({ error, onRetry, back }: { error: unknown; onRetry: () => void; back?: string }) {
  const { t } = useTranslation();
  if (back && isNotFound(error))
    return (
      <div data-testid="load-error">
        <NotFoundState error={error} back={{ to: back, label: t('admin.list.back') }} />
      </div>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      {back && <Link to={back}>← {t('admin.list.back')}</Link>}
      <ErrorState error={error} onRetry={isNotFound(error) ? undefined : onRetry} testId="load-error" />
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { ErrorState, NotFoundState, isNotFound } from '@cadeau/ui/cockpit';
import { BackLink } from './BackLink';

/**
 * What a product page shows instead of what it could not load: a product that is not there (or another
 * organisation's: the server answers 404 alike) gets the shared not-found state with the way back to the list;
 * anything else the error's text and a retry.
 */
export function LoadError({ error, onRetry, back }: { error: unknown; onRetry: () => void; back: string }) {
  const { t } = useTranslation();
  if (isNotFound(error))
    return (
      <div data-testid="load-error">
        <NotFoundState error={error} back={{ to: back, label: t('products.back') }} />
      </div>
    );
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <BackLink to={back}>{t('products.back')}</BackLink>
      <ErrorState error={error} onRetry={onRetry} testId="load-error" />
    </div>
  );
}

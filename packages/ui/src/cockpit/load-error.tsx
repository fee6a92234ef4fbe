import { useTranslation } from 'react-i18next';
import { BackLink } from './back-link';
import { ErrorState } from './error-state';
import { NotFoundState, isNotFound } from './not-found-state';
import { Stack } from './stack';

/**
 * What a page shows instead of what it could not load. A record that is not there (404: an unknown or mangled
 * id, or another organisation's, which the server answers alike) gets the shared not-found state with the way
 * back to its list (issue 9): asking again would only answer the same. Anything else: the way back (detail
 * pages) and the error's text with a retry.
 */
export function LoadError({
  error,
  onRetry,
  back,
  backLabel,
}: {
  error: unknown;
  onRetry: () => void;
  /** The path of the list a detail page belongs to; none for a page that is not a record of a list (settings). */
  back?: string;
  /** The words of the way back; "Back to the list" (`common.backToList`) unless the app names its list. */
  backLabel?: string;
}) {
  const { t } = useTranslation();
  const way = back ? { to: back, label: backLabel ?? t('common.backToList') } : undefined;
  if (way && isNotFound(error))
    return (
      <div data-testid="load-error">
        <NotFoundState error={error} back={way} />
      </div>
    );
  return (
    <Stack vertical>
      {way && <BackLink to={way.to}>{way.label}</BackLink>}
      <ErrorState error={error} onRetry={isNotFound(error) ? undefined : onRetry} testId="load-error" />
    </Stack>
  );
}

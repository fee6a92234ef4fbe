import { useTranslation } from 'react-i18next';
import { translateErrorKey } from '@cadeau/ui/toast';
import { StatusPage } from './StatusPage';

/** Spec section 2: a fatal error shows the generic error page (default 'Internal Server Error', status 500). */
export function ErrorPage({
  status = 500,
  message,
  onRetry,
}: {
  status?: number;
  message?: string;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="error-page"
      code={status}
      title={t('page.error.title')}
      actions={
        onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        )
      }
    >
      <p>{message ? translateErrorKey(message) : t('page.error.defaultMessage')}</p>
    </StatusPage>
  );
}

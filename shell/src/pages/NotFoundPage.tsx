import { useTranslation } from 'react-i18next';
import { navigate } from '@cadeau/ui/navigation';
import { StatusPage } from './StatusPage';

/** Spec section 2: an unmatched path shows 'Page not found: {path}'. */
export function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      testId="not-found-page"
      code={404}
      title={t('page.notFound.title')}
      actions={
        <button type="button" className="btn" onClick={() => navigate('/')}>
          {t('page.notFound.home')}
        </button>
      }
    >
      <p>{t('page.notFound.message', { path })}</p>
    </StatusPage>
  );
}

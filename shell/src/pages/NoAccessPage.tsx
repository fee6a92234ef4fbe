import { useTranslation } from 'react-i18next';
import { useLogout } from '@cadeau/ui/api';
import { StatusPage } from './StatusPage';

/** For a logged-in user who is neither platform administrator nor member of an organisation (spec section 6). */
export function NoAccessPage() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <StatusPage
      testId="no-access-page"
      code={403}
      title={t('page.noAccess.title')}
      actions={
        <button type="button" className="btn btn-primary" disabled={logout.isPending} onClick={() => logout.mutate()}>
          {t('common.logout')}
        </button>
      }
    >
      <p>{t('page.noAccess.message')}</p>
    </StatusPage>
  );
}

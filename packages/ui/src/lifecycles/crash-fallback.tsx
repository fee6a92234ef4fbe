import { useTranslation } from 'react-i18next';

/** Shown in place of an app when it throws while rendering (the error is already reported). */
export function CrashFallback() {
  const { t } = useTranslation();
  return (
    <div role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <h1 style={{ fontSize: 22 }}>{t('page.error.title')}</h1>
      <p>{t('page.error.defaultMessage')}</p>
    </div>
  );
}

import { useTranslation } from 'react-i18next';

export function Loading({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" data-testid={testId}>
      <div className="spinner" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError, PageSkeleton, PageTitle, Stack } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useVatCategory } from '../api/vat-categories';
import { VatCategoryForm } from '../components/vat/VatCategoryForm';
import { VatFlags } from '../components/vat/VatFlags';

/** /cockpit/vat-categories/:categoryId: one category's editor; `new` opens an empty one. */
export default function VatCategoryPage() {
  const { t } = useTranslation();
  const { categoryId = '' } = useParams();
  const isNew = categoryId === 'new';
  const { data, isPending, error, refetch } = useVatCategory(isNew ? null : categoryId);
  const lang = currentLanguage();
  if (!isNew && isPending) return <PageSkeleton />;
  if (!isNew && !data) return <LoadError error={error} onRetry={() => void refetch()} back="/cockpit/vat-categories" />;
  const stored = isNew ? null : data!;
  const title = stored ? stored.name[lang] : t('admin.vatCategories.newCategory');
  return (
    <Stack vertical maxWidth={900} testId="vat-category-page">
      <Link to="/cockpit/vat-categories">← {t('admin.list.back')}</Link>
      <PageTitle title={title}>
        {title} {stored && <VatFlags category={stored} />}
      </PageTitle>
      {/* A saved version (here or by the flag moving elsewhere) starts the editor afresh from what is stored. */}
      <VatCategoryForm key={stored ? `${stored.id}@${stored.version}` : 'new'} stored={stored} />
    </Stack>
  );
}

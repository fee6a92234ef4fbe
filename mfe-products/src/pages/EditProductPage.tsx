import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { BackLink, LoadError, PageSkeleton, PageTitle, Stack } from '@cadeau/ui/cockpit';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useProduct, useProductDefaults, useVatCategories } from '../api/products';
import { ProductEditor } from '../components/ProductEditor';
import { isEditable } from '../domain/actions';
import { valuesOf } from '../domain/editor';
import { releasedPredecessor } from '../domain/versions';

/**
 * /cockpit/products/:productId/edit: the editor of a draft or rejected version. A released one is never edited
 * (a new version is), so its link leads back to the product's page.
 */
export default function EditProductPage() {
  const { t } = useTranslation();
  const { productId = '' } = useParams();
  const lang = currentLanguage();
  const product = useProduct(productId);
  const predecessorId = product.data ? releasedPredecessor(product.data) : null;
  const predecessor = useProduct(predecessorId ?? '', !!predecessorId);
  const defaults = useProductDefaults();
  const vat = useVatCategories();
  const waiting =
    product.isPending || defaults.isPending || vat.isPending || (!!predecessorId && predecessor.isPending);
  if (waiting) return <PageSkeleton />;
  const failed = product.error ?? defaults.error ?? vat.error ?? predecessor.error;
  if (!product.data || !defaults.data || failed)
    return (
      <LoadError
        error={failed}
        back="/cockpit/products"
        backLabel={t('products.back')}
        onRetry={() => void Promise.all([product.refetch(), defaults.refetch(), vat.refetch()])}
      />
    );
  const p = product.data;
  if (!isEditable(p.status)) return <Navigate to={`/cockpit/products/${p.id}`} replace />;
  const name = p.name[lang] || p.name.en;
  return (
    <Stack vertical maxWidth={1100} testId="edit-product-page">
      <BackLink to={`/cockpit/products/${p.id}`}>{name}</BackLink>
      <PageTitle title={t('products.form.editTitle', { name })} />
      <ProductEditor
        product={p}
        initial={valuesOf(p)}
        bounds={{
          minImages: defaults.data.minImages,
          maxImages: defaults.data.maxImages,
          minWeekly: predecessor.data?.weeklyAvailability ?? 1,
          followsRelease: !!predecessor.data,
        }}
      />
    </Stack>
  );
}

import { useTranslation } from 'react-i18next';
import { BackLink, ErrorState, PageSkeleton, PageTitle, Stack } from '@cadeau/ui/cockpit';
import { useProductDefaults, useVatCategories } from '../api/products';
import { ProductEditor } from '../components/ProductEditor';
import type { EditorValues } from '../domain/editor';

/** /cockpit/products/new: a new draft, starting from the defaults of GET /product and the default VAT category. */
export default function NewProductPage() {
  const { t } = useTranslation();
  const defaults = useProductDefaults();
  const vat = useVatCategories();
  if (defaults.isPending || vat.isPending) return <PageSkeleton />;
  if (!defaults.data || !vat.data)
    return (
      <ErrorState
        error={defaults.error ?? vat.error}
        onRetry={() => void (defaults.data ? vat.refetch() : defaults.refetch())}
        testId="load-error"
      />
    );
  const d = defaults.data;
  const initial: EditorValues = {
    type: d.type,
    nameDe: '',
    nameEn: '',
    descriptionDe: '',
    descriptionEn: '',
    price: '',
    shipping: (d.shippingRappen / 100).toFixed(2),
    vatCategoryId: vat.data.find((c) => c.isDefault)?.id ?? '',
    weeklyAvailability: String(d.weeklyAvailability),
    deliveryDays: String(d.deliveryDays),
    warranty: '',
    media: 'images',
    imageIds: [],
    imageAlts: {},
    videoId: null,
  };
  return (
    <Stack vertical maxWidth={1100} testId="new-product-page">
      <BackLink to="/cockpit/products">{t('products.back')}</BackLink>
      <PageTitle title={t('products.form.newTitle')} />
      <ProductEditor initial={initial} bounds={{ minImages: d.minImages, maxImages: d.maxImages, minWeekly: 1 }} />
    </Stack>
  );
}

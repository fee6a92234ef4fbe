import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { VatCategory } from '@cadeau/contracts';
import { Field, Panel, SelectField, TextAreaField, TextField, controlState, Stack } from '@cadeau/ui/cockpit';
import type { Form } from '@cadeau/ui/form';
import { formatBasisPoints, formatChf, parseChfToRappen } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { isDonation, type EditorBounds, type EditorValues } from '../domain/editor';
import { vatOfGross } from '@cadeau/contracts/vat';
import { productTypes } from '@cadeau/contracts/values';
import { ImageList } from './ImageList';
import { VideoField } from './VideoField';
import type { UploadFn } from './upload';

export interface ProductFormProps {
  form: Form<EditorValues>;
  bounds: EditorBounds;
  vatCategories: VatCategory[];
  upload: UploadFn;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/** An amount in CHF typed with at most two decimals (sent as integer Rappen), with its help or error below. */
function ChfField({
  id,
  label,
  help,
  bound,
}: {
  id: string;
  label: string;
  help?: string | null;
  bound: { name: string; value: string; onChange: (e: unknown) => void; error: string | null };
}) {
  const { error, ...input } = bound;
  return (
    <Field id={id} label={label} error={error} help={help ?? undefined}>
      <Input
        {...controlState({ id, error, help: help ?? undefined })}
        {...input}
        prefix="CHF"
        inputMode="decimal"
        autoComplete="off"
        style={{ maxWidth: 220 }}
      />
    </Field>
  );
}

/**
 * The product editor (new product and a draft or rejected one): names and descriptions in German and English,
 * type (a donation has neither shipping nor delivery time), price and shipping in CHF with the VAT they contain at today's rate of the chosen category (live; shipping
 * at the product's category too, as the server taxes it), the
 * weekly availability that cannot go below the released version, delivery days, warranty, and images (or a video).
 */
export function ProductForm({ form, bounds, vatCategories, upload, saving, onSubmit, onCancel }: ProductFormProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const v = form.values;
  // A donation (ADR 0020) has no shipping cost and no delivery time: those fields leave the form.
  const donation = isDonation(v);
  const category = vatCategories.find((c) => c.id === v.vatCategoryId);
  // Shipping follows the product's own category, as svc-catalog computes it (Swiss practice: shipping is an
  // ancillary supply taxed at the rate of the goods it delivers), not the category flagged `isShipping`.
  const rate = category?.rateInForce?.rateBasisPoints;
  const price = parseChfToRappen(v.price);
  const shipping = parseChfToRappen(v.shipping);
  const priceVat =
    rate !== undefined && price !== null && price > 0
      ? t('products.form.vatContained', {
          vat: formatChf(vatOfGross(price, rate)),
          rate: formatBasisPoints(rate, lang),
        })
      : null;
  const shippingVat =
    rate !== undefined && shipping !== null && shipping > 0
      ? t('products.form.vatShippingContained', { vat: formatChf(vatOfGross(shipping, rate)) })
      : null;
  const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))', gap: '0 24px' };
  // German beside English: a column is at least half the row (never three, which left one text alone on a second
  // row), and one column where two of 260 px do not fit (phones); min(100%, …) keeps a narrow phone from overflowing.
  const languageGrid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(260px, calc((100% - 24px) / 2))), 1fr))',
    gap: '0 24px',
  };
  const { error: vatError, ...vatBound } = form.bind('vatCategoryId');

  return (
    <Stack as="form" vertical noValidate onSubmit={form.handleSubmit(onSubmit)} testId="product-form">
      <Panel title={t('products.form.sectionTexts')}>
        <div style={languageGrid} data-testid="product-texts">
          <TextField id="product-name-de" label={t('products.form.nameDe')} maxLength={200} {...form.bind('nameDe')} />
          <TextField id="product-name-en" label={t('products.form.nameEn')} maxLength={200} {...form.bind('nameEn')} />
          <TextAreaField
            id="product-description-de"
            label={t('products.form.descriptionDe')}
            rows={5}
            maxLength={10_000}
            {...form.bind('descriptionDe')}
          />
          <TextAreaField
            id="product-description-en"
            label={t('products.form.descriptionEn')}
            rows={5}
            maxLength={10_000}
            {...form.bind('descriptionEn')}
          />
        </div>
      </Panel>
      <Panel title={t('products.form.sectionOffer')}>
        <div style={grid}>
          <Field
            id="product-type"
            labelFor="product-type-physical"
            label={t('products.form.type')}
            help={donation ? t('products.form.donationHelp') : undefined}
          >
            <Radio.Group
              aria-labelledby="product-type-label"
              aria-describedby={donation ? 'product-type-help' : undefined}
              value={v.type}
              onChange={(e) => form.setValue('type', e.target.value as EditorValues['type'])}
              optionType="button"
              options={productTypes.map((type) => ({
                value: type,
                label: t(`products.type.${type}`),
                id: `product-type-${type}`,
              }))}
            />
          </Field>
          <SelectField
            id="product-vat-category"
            label={t('products.form.vatCategory')}
            {...vatBound}
            error={vatError}
            options={vatCategories.map((c) => ({
              value: c.id,
              label: c.rateInForce
                ? t('products.form.vatRate', {
                    name: c.name[lang],
                    rate: formatBasisPoints(c.rateInForce.rateBasisPoints, lang),
                  })
                : t('products.form.vatNoRate', { name: c.name[lang] }),
            }))}
          />
          <ChfField
            id="product-price"
            label={t(donation ? 'products.form.donatedAmount' : 'products.form.price')}
            help={priceVat}
            bound={form.bind('price')}
          />
          {!donation && (
            <ChfField
              id="product-shipping"
              label={t('products.form.shipping')}
              help={shippingVat}
              bound={form.bind('shipping')}
            />
          )}
          <TextField
            id="product-weekly"
            label={t('products.form.weeklyAvailability')}
            inputMode="numeric"
            help={
              bounds.minWeekly > 1 ? t('products.form.weeklyAvailabilityHelp', { min: bounds.minWeekly }) : undefined
            }
            style={{ maxWidth: 160 }}
            {...form.bind('weeklyAvailability')}
          />
          {!donation && (
            <TextField
              id="product-delivery-days"
              label={t('products.form.deliveryDays')}
              inputMode="numeric"
              style={{ maxWidth: 160 }}
              {...form.bind('deliveryDays')}
            />
          )}
        </div>
        <TextAreaField
          id="product-warranty"
          label={t(donation ? 'products.form.donationInfo' : 'products.form.warranty')}
          rows={3}
          maxLength={4000}
          {...form.bind('warranty')}
        />
      </Panel>
      <Panel title={t('products.form.sectionMedia')}>
        <div style={{ marginBottom: 16 }}>
          <Radio.Group
            aria-label={t('products.form.sectionMedia')}
            value={v.media}
            onChange={(e) => form.setValue('media', e.target.value as EditorValues['media'])}
            optionType="button"
            options={(['images', 'video'] as const).map((m) => ({ value: m, label: t(`products.form.media.${m}`) }))}
          />
        </div>
        {v.media === 'images' ? (
          <ImageList
            id="product-images"
            value={v.imageIds}
            onChange={(ids) => form.setValue('imageIds', ids)}
            alts={v.imageAlts}
            onAltChange={(fileId, alt) => form.setValue('imageAlts', { ...v.imageAlts, [fileId]: alt })}
            upload={upload}
            min={bounds.minImages}
            max={bounds.maxImages}
            error={form.errorOf('imageIds')}
          />
        ) : (
          <VideoField
            id="product-video"
            value={v.videoId}
            onChange={(id) => form.setValue('videoId', id)}
            upload={upload}
            error={form.errorOf('videoId')}
          />
        )}
      </Panel>
      <div style={{ display: 'flex', gap: 12, borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="product-save">
          {t('products.form.save')}
        </Button>
        <Button onClick={onCancel}>{t('products.form.cancel')}</Button>
      </div>
    </Stack>
  );
}

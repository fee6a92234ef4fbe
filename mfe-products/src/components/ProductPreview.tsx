import { useState } from 'react';
import Radio from 'antd/es/radio';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { Product } from '@cadeau/contracts';
import { currentLanguage, supportedLanguages } from '@cadeau/ui/i18n';
import { videoUrl } from '../api/files';
import { ProductImage } from './ProductImage';
import { Stack, Paragraph } from '@cadeau/ui/cockpit';

type Shown = Pick<Product, 'type' | 'name' | 'description' | 'imageIds' | 'imageAlts' | 'videoId' | 'deliveryDays'>;

/**
 * The product as a recipient will see it on the redemption page: its image gallery (or video), name,
 * description and delivery time, in either language. No price and no shipping cost: recipients never see them.
 */
export function ProductPreview({ product }: { product: Shown }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [lang, setLang] = useState<'de' | 'en'>(currentLanguage());
  const [shown, setShown] = useState(0);
  const pt = i18n.getFixedT(lang);
  const name = product.name[lang];
  const images = product.imageIds;
  const main = images[Math.min(shown, images.length - 1)];
  return (
    <Stack vertical gap="sm">
      <Paragraph secondary>{t('products.preview.help')}</Paragraph>
      <Radio.Group
        aria-label={t('products.preview.language')}
        value={lang}
        onChange={(e) => setLang(e.target.value as 'de' | 'en')}
        optionType="button"
        size="small"
        options={supportedLanguages.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
      />
      <article
        lang={lang}
        data-testid="product-preview"
        style={{
          maxWidth: 420,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
          background: token.colorBgContainer,
        }}
      >
        {product.videoId ? (
          <video
            controls
            preload="metadata"
            src={videoUrl(product.videoId)}
            style={{ width: '100%', display: 'block' }}
          />
        ) : main ? (
          <ProductImage
            fileId={main}
            size="detail"
            // The seller's description, as the recipient's page gives it (issue 23), else which image this is.
            alt={
              product.imageAlts[Math.min(shown, images.length - 1)]?.[lang] ||
              pt('products.images.image', { position: shown + 1, count: images.length })
            }
            style={{ width: '100%', aspectRatio: '4 / 3' }}
          />
        ) : (
          <div
            style={{
              aspectRatio: '4 / 3',
              display: 'grid',
              placeItems: 'center',
              background: token.colorFillTertiary,
              color: token.colorTextSecondary,
            }}
          >
            {pt('products.preview.noImage')}
          </div>
        )}
        {images.length > 1 && (
          <ul
            aria-label={pt('products.preview.gallery', { name })}
            style={{ display: 'flex', gap: 8, listStyle: 'none', margin: 0, padding: '8px 16px 0' }}
          >
            {images.map((id, index) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => setShown(index)}
                  aria-label={pt('products.preview.showImage', { position: index + 1 })}
                  aria-pressed={index === shown}
                  style={{
                    padding: 0,
                    border: `2px solid ${index === shown ? token.colorPrimary : 'transparent'}`,
                    borderRadius: token.borderRadiusSM,
                    background: 'none',
                    cursor: 'pointer',
                  }}
                >
                  <ProductImage fileId={id} size="list" alt="" style={{ width: 56, height: 42 }} />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div style={{ padding: 16 }}>
          <h3 style={{ margin: '0 0 8px', fontSize: 18 }}>{name}</h3>
          <p style={{ margin: '0 0 12px', whiteSpace: 'pre-line' }}>{product.description[lang]}</p>
          <Paragraph secondary data-testid="preview-delivery">
            {product.type === 'digital'
              ? pt('products.preview.digital')
              : product.type === 'donation'
                ? pt('products.preview.donation')
                : pt('products.preview.delivery', { count: product.deliveryDays })}
          </Paragraph>
        </div>
      </article>
    </Stack>
  );
}

import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';

/** The flags a category holds, as tags (default, shipping, outside the scope of VAT). */
export function VatFlags({
  category,
}: {
  category: { isDefault: boolean; isShipping: boolean; outsideScope: boolean };
}) {
  const { t } = useTranslation();
  const flags = (['isDefault', 'isShipping', 'outsideScope'] as const).filter((f) => category[f]);
  return (
    <>
      {flags.map((f) => (
        <Tag key={f} data-testid="vat-flag" data-flag={f}>
          {t(`admin.vatCategories.${f}`)}
        </Tag>
      ))}
    </>
  );
}

import { useState } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail, Product } from '@cadeau/contracts';
import { FieldError, Stack, Paragraph, SecondaryText } from '@cadeau/ui/cockpit';
import { formatChf } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { useCampaignSettings, useCatalog } from '../api/campaigns';
import { useSelectedProducts } from '../api/product-facts';
import { limitsOf } from '../domain/limits';
import { SectionPanel } from '../workspace/SectionPanel';
import { issueError, savedIssueAt } from '../workspace/issue-text';
import { useSectionSave } from '../workspace/use-section-save';
import { ProductThumb } from './ProductImage';

/** How many of the chosen products are physical, counting only those whose type is known. */
export function physicalCount(ids: readonly string[], known: ReadonlyMap<string, Pick<Product, 'type'>>): number {
  return ids.filter((id) => known.get(id)?.type === 'physical').length;
}

/**
 * The products of the campaign: the chosen ones (with the physical count against Campaign.MaxPhysicalProducts)
 * and the givers' catalog (approved products of every seller, with image, price in CHF and delivery time) to
 * choose from, paged and searched by svc-catalog. The choice is saved with the section's button.
 */
export function ProductsSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const editable = campaign.actions.includes('edit');
  const limits = limitsOf(useCampaignSettings().data);
  const [selected, setSelected] = useState<string[]>(campaign.productIds);
  const [serverError, setServerError] = useState<string | null>(null);
  const state = useListState({ sort: 'name', order: 'asc', language: lang, pageSize: 10 });
  const catalog = useCatalog(state.params);
  const details = useSelectedProducts(selected);

  const known = new Map<string, Product>();
  for (const p of catalog.data?.items ?? []) known.set(p.id, p);
  details.forEach((d, i) => d.data && known.set(selected[i], d.data));
  const physical = physicalCount(selected, known);
  const tooMany = physical > limits.maxPhysicalProducts;
  const name = (p: Pick<Product, 'name'>) => p.name[lang] || p.name.en;

  const { save, saving } = useSectionSave(campaign, (err) => {
    const issue = (err as { issues?: { path: unknown[]; message: string }[] })?.issues?.find(
      (i) => i.path[0] === 'productIds',
    );
    if (!issue) return false;
    const text = issueError(issue.message, limits);
    setServerError(text && typeof text === 'object' ? t(text.key, text.values) : null);
    return true;
  });
  const saved = savedIssueAt(campaign, 'productIds');
  // The same products in another order are no change (the server may answer them sorted).
  const dirty = [...selected].sort().join() !== [...campaign.productIds].sort().join();
  const savedText = saved && !dirty ? issueError(saved.key, limits, saved.params) : null;
  const errorText =
    serverError ??
    (tooMany ? t('campaigns.products.tooManyPhysical', { max: limits.maxPhysicalProducts }) : null) ??
    (savedText && typeof savedText === 'object' ? t(savedText.key, savedText.values) : null);

  const toggle = (id: string, on: boolean) => {
    setServerError(null);
    setSelected((s) => (on ? (s.includes(id) ? s : [...s, id]) : s.filter((x) => x !== id)));
  };

  return (
    <SectionPanel section="products" title={t('campaigns.sections.products')}>
      <Stack vertical gap="md">
        <section aria-labelledby="campaign-products-selected">
          <h3 id="campaign-products-selected" style={{ margin: '0 0 8px', fontSize: 16 }}>
            {t('campaigns.products.selected')}
          </h3>
          {selected.length === 0 ? (
            <Paragraph secondary>{t('campaigns.products.noneSelected')}</Paragraph>
          ) : (
            <Stack as="ul" vertical gap="xs">
              {selected.map((id, i) => {
                const p = known.get(id);
                const missing = !p && details[i]?.isError;
                return (
                  <Stack as="li" wrap gap="sm" align="center" key={id} testId="selected-product">
                    <ProductThumb fileId={p?.imageIds[0]} />
                    <span style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
                      {p ? name(p) : missing ? t('campaigns.products.unavailable') : t('common.loading')}
                      {p && (
                        <SecondaryText block>
                          {t(`campaigns.products.typeName.${p.type}`)} · {formatChf(p.priceRappen)}
                        </SecondaryText>
                      )}
                    </span>
                    {editable && (
                      <Button
                        onClick={() => toggle(id, false)}
                        aria-label={p ? t('campaigns.products.removeProduct', { name: name(p) }) : undefined}
                      >
                        {t('campaigns.products.remove')}
                      </Button>
                    )}
                  </Stack>
                );
              })}
            </Stack>
          )}
          <p style={{ margin: '8px 0 0' }} data-testid="physical-count" aria-live="polite">
            {t('campaigns.products.physicalCount', { count: physical, max: limits.maxPhysicalProducts })}
          </p>
          <FieldError id="campaign-products-error" message={errorText} />
        </section>
        {editable && (
          <>
            <h3 style={{ margin: 0, fontSize: 16 }}>{t('campaigns.products.catalog')}</h3>
            <ListTable<Product>
              state={state}
              query={catalog}
              testId="catalog-table"
              caption={t('campaigns.products.catalog')}
              // The recipients' list on the same page has a search and a pager too: these are named apart.
              landmark={t('campaigns.products.catalog')}
              search
              empty={t('campaigns.products.catalogEmpty')}
              columns={[
                {
                  key: 'select',
                  title: t('campaigns.products.select'),
                  hiddenTitle: true,
                  render: (p) => (
                    <Checkbox
                      checked={selected.includes(p.id)}
                      onChange={(e) => toggle(p.id, e.target.checked)}
                      aria-label={t('campaigns.products.selectProduct', { name: name(p) })}
                      data-testid="catalog-select"
                    />
                  ),
                },
                {
                  key: 'image',
                  title: t('campaigns.products.image'),
                  hiddenTitle: true,
                  render: (p) => <ProductThumb fileId={p.imageIds[0]} />,
                },
                { key: 'name', title: t('campaigns.products.name'), sorter: true, render: (p) => name(p) },
                {
                  key: 'seller',
                  title: t('campaigns.products.seller'),
                  render: (p) => p.organizationName ?? '—',
                },
                {
                  key: 'type',
                  title: t('campaigns.products.type'),
                  render: (p) => t(`campaigns.products.typeName.${p.type}`),
                },
                {
                  key: 'price',
                  title: t('campaigns.products.price'),
                  sorter: true,
                  align: 'end',
                  render: (p) => formatChf(p.priceRappen),
                },
                {
                  key: 'deliveryDays',
                  title: t('campaigns.products.deliveryDays'),
                  render: (p) => t('campaigns.products.deliveryDaysValue', { count: p.deliveryDays }),
                },
              ]}
            />
            <Button
              onClick={() => save({ productIds: selected })}
              disabled={!dirty}
              loading={saving}
              style={{ alignSelf: 'flex-start' }}
              data-testid="save-products"
            >
              {t('campaigns.workspace.save')}
            </Button>
          </>
        )}
      </Stack>
    </SectionPanel>
  );
}

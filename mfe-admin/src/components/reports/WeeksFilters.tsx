import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WeekInput } from '@cadeau/ui/cockpit';
import type { ListState } from '@cadeau/ui/list';
import { useOrganizationMatches } from '../billing/matches';
import { SearchSelect, type Picked } from '../billing/SearchSelect';
import { useProductMatches } from './matches';
import { ReportDownload } from './ReportDownload';
import { FilterField } from '../FilterField';

/** A week picked or typed in a week field (`YYYY-Www`) is sent as it is; a cleared field is no filter. */
const week = (value: string) => value || undefined;

/**
 * The filters of the weekly availability reports (issue 20): the seller, a product, the first and last ISO week (the answer's
 * weeks when none is chosen), and the CSV of what the filters show.
 */
export function WeeksFilters({
  state,
  weeks,
  csvHref,
  testId,
}: {
  state: ListState;
  weeks: { from?: string; to?: string };
  csvHref: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [seller, setSeller] = useState<Picked | null>(null);
  const [product, setProduct] = useState<Picked | null>(null);
  return (
    <div
      data-testid={`${testId}-filters`}
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
        gap: 12,
        alignItems: 'end',
      }}
    >
      <FilterField id={`${id}-seller`} label={t('admin.reports.seller')}>
        <SearchSelect
          id={`${id}-seller`}
          value={seller}
          onChange={(picked) => {
            setSeller(picked);
            state.setFilter('organizationId', picked?.id);
          }}
          useMatches={useOrganizationMatches}
          placeholder={t('admin.reports.allSellers')}
          allowClear
          testId={`${testId}-filter-seller`}
        />
      </FilterField>
      <FilterField id={`${id}-product`} label={t('admin.reports.product')}>
        <SearchSelect
          id={`${id}-product`}
          value={product}
          onChange={(picked) => {
            setProduct(picked);
            state.setFilter('productId', picked?.id);
          }}
          useMatches={useProductMatches}
          placeholder={t('admin.reports.allProducts')}
          allowClear
          testId={`${testId}-filter-product`}
        />
      </FilterField>
      <FilterField id={`${id}-from`} label={t('admin.reports.fromWeek')}>
        <WeekInput
          id={`${id}-from`}
          data-testid={`${testId}-filter-from`}
          value={weeks.from ?? ''}
          max={weeks.to}
          onChange={(value) => state.setFilter('fromWeek', week(value))}
        />
      </FilterField>
      <FilterField id={`${id}-to`} label={t('admin.reports.toWeek')}>
        <WeekInput
          id={`${id}-to`}
          data-testid={`${testId}-filter-to`}
          value={weeks.to ?? ''}
          min={weeks.from}
          onChange={(value) => state.setFilter('toWeek', week(value))}
        />
      </FilterField>
      <ReportDownload href={csvHref} testId={`${testId}-download`} />
    </div>
  );
}

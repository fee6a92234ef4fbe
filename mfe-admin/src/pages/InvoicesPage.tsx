import { useId, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@cadeau/contracts';
import {
  InvoiceDrawer,
  registerBillingTexts,
  useInvoiceColumns,
  useInvoiceList,
  useInvoiceUpdates,
  useOpenInvoice,
} from '@cadeau/ui/billing';
import { DateInput } from '@cadeau/ui/cockpit';
import { ListPage, useListState } from '@cadeau/ui/list';
import { ManualInvoiceDialog } from '../components/billing/ManualInvoiceDialog';
import { useOrganizationMatches } from '../components/billing/matches';
import { SearchSelect, type Picked } from '../components/billing/SearchSelect';
import { FilterField } from '../components/FilterField';

registerBillingTexts();

/**
 * /cockpit/invoices: every organisation's invoices (the all-invoices list), sorted, filtered (type, status,
 * organisation, issue dates, search by number, organisation, campaign or reference) and paged by the server. A number
 * opens the invoice with the actions (payment, reopening, payout done, amount correction), each with its reason;
 * "New manual invoice" bills an organisation for anything else.
 */
export default function InvoicesPage() {
  const { t } = useTranslation();
  const id = useId();
  useInvoiceUpdates();
  const state = useListState({ sort: 'issuedAt', order: 'desc' });
  const query = useInvoiceList(state.params);
  const [organization, setOrganization] = useState<Picked | null>(null);
  const [creating, setCreating] = useState(false);
  const [openInvoice, setOpenInvoice] = useOpenInvoice();
  const invoices = useInvoiceColumns({
    onOpen: (i) => setOpenInvoice(i.id),
    organizationLink: (organizationId) => `/cockpit/payments/${organizationId}`,
  });
  return (
    <ListPage<InvoiceSummary>
      pageTestId="invoices-page"
      title={t('admin.billing.invoices.title')}
      actions={
        <Button type="primary" onClick={() => setCreating(true)} data-testid="new-manual-invoice">
          {t('admin.billing.invoices.newManual')}
        </Button>
      }
      panel
      controls={
        <div
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
            gap: 12,
            alignItems: 'end',
            maxWidth: 900,
          }}
          data-testid="invoices-filters"
        >
          <FilterField id={`${id}-organization`} label={t('admin.billing.invoices.organizationFilter')}>
            <SearchSelect
              id={`${id}-organization`}
              // Cleared with the list's "clear filters" too.
              value={state.params.organizationId ? organization : null}
              onChange={(picked) => {
                setOrganization(picked);
                state.setFilter('organizationId', picked?.id);
              }}
              useMatches={useOrganizationMatches}
              placeholder={t('admin.billing.invoices.allOrganizations')}
              allowClear
              testId="invoices-filter-organization"
            />
          </FilterField>
          <FilterField id={`${id}-from`} label={t('admin.billing.invoices.from')}>
            <DateInput
              id={`${id}-from`}
              value={(state.params.from as string | undefined) ?? ''}
              max={(state.params.to as string | undefined) ?? undefined}
              onChange={(day) => state.setFilter('from', day || undefined)}
            />
          </FilterField>
          <FilterField id={`${id}-to`} label={t('admin.billing.invoices.to')}>
            <DateInput
              id={`${id}-to`}
              value={(state.params.to as string | undefined) ?? ''}
              min={(state.params.from as string | undefined) ?? undefined}
              onChange={(day) => state.setFilter('to', day || undefined)}
            />
          </FilterField>
        </div>
      }
      state={state}
      query={query}
      controlParams={['organizationId', 'from', 'to']}
      testId="invoices-table"
      search
      {...invoices}
    >
      <InvoiceDrawer invoiceId={openInvoice} onClose={() => setOpenInvoice(null)} admin />
      <ManualInvoiceDialog
        open={creating}
        onClose={() => setCreating(false)}
        onIssued={(invoice) => {
          setCreating(false);
          setOpenInvoice(invoice.id);
        }}
      />
    </ListPage>
  );
}

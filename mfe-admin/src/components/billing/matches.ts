import { useTranslation } from 'react-i18next';
import { useOrganizationList } from '@cadeau/ui/api';
import { useInvoiceList } from '@cadeau/ui/billing';
import { formatChf } from '@cadeau/ui/format';
import type { Picked } from './SearchSelect';

/** How many matches a search offers; typing narrows the server's list to the one meant. */
const MATCHES = 20;

/** Organisations whose name matches `q`, by name (GET /organization/list). */
export function useOrganizationMatches(q: string): { matches: Picked[]; loading: boolean } {
  const list = useOrganizationList({ page: 1, pageSize: MATCHES, sort: 'name', order: 'asc', q: q || undefined });
  return { matches: (list.data?.items ?? []).map((o) => ({ id: o.id, label: o.name })), loading: list.isFetching };
}

/** Invoices whose number, organisation, campaign or reference matches `q`, newest first (GET /invoice?q=). */
export function useInvoiceMatches(q: string): { matches: Picked[]; loading: boolean } {
  const { t } = useTranslation();
  const list = useInvoiceList({ page: 1, pageSize: MATCHES, sort: 'issuedAt', order: 'desc', q: q || undefined });
  return {
    matches: (list.data?.items ?? []).map((i) => ({
      id: i.id,
      label: t('admin.billing.bankPayments.invoiceOption', {
        number: i.number,
        organization: i.organizationName,
        open: formatChf(i.openRappen),
      }),
    })),
    loading: list.isFetching,
  };
}

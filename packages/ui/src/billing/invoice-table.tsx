import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { InvoiceSummary } from '@cadeau/contracts';
import { invoiceStatuses, invoiceTypes } from '@cadeau/contracts/values';
import { formatChf, formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import {
  ListTable,
  listFilter,
  type ListColumn,
  type ListFilter,
  type ListQuery,
  type ListState,
} from '@cadeau/ui/list';
import { invoicePdfUrl } from './api';
import { formatDay, formatPeriod, InvoiceStatusTag } from './words';
import { SecondaryText } from '@cadeau/ui/cockpit';

/** The PDF of an invoice; with the QR-bill named while something is open to pay (never for a payout). */
export function InvoicePdfLink({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation();
  const withQr = invoice.type !== 'payout' && invoice.openRappen > 0;
  const name = t(`billing.type.${invoice.type}`);
  // The visible text starts the accessible name (a speech user says what they see), the invoice it is of follows.
  const link = t(withQr ? 'billing.list.pdfWithQr' : 'billing.list.pdf');
  return (
    <a
      href={invoicePdfUrl(invoice.id)}
      target="_blank"
      rel="noopener"
      data-testid="invoice-pdf"
      aria-label={t('billing.list.pdfOf', { link, name, number: invoice.number })}
      style={{ whiteSpace: 'nowrap' }}
    >
      {link}
    </a>
  );
}

/**
 * An invoice's number in a list, as a link-styled button that opens it (`onOpen`: the page's drawer), in the code
 * font and on one line; its accessible name says which invoice it opens.
 */
export function InvoiceNumberButton({
  invoice,
  onOpen,
  testId,
}: {
  invoice: Pick<InvoiceSummary, 'number'>;
  onOpen: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Button
      type="link"
      size="small"
      onClick={onOpen}
      aria-label={t('billing.list.openInvoice', { number: invoice.number })}
      data-testid={testId}
      style={{ padding: 0, height: 'auto', fontFamily: token.fontFamilyCode, whiteSpace: 'nowrap' }}
    >
      {invoice.number}
    </Button>
  );
}

/**
 * The columns, filters and empty text of a server-side list of invoices (sorted, filtered by type and status, paged by
 * svc-billing), for InvoiceTable or a page's ListPage: each number opens the invoice (`onOpen`: the page's drawer),
 * amounts in CHF, and its PDF. `organizationLink` adds the organisation's column (administrators: every
 * organisation's invoices), linking to its payments; `filters` come after type and status.
 */
export function useInvoiceColumns({
  onOpen,
  organizationLink,
  filters = [],
}: {
  onOpen: (invoice: InvoiceSummary) => void;
  organizationLink?: (organizationId: string) => string;
  filters?: ListFilter[];
}): { columns: ListColumn<InvoiceSummary>[]; filters: ListFilter[]; empty: string } {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const organization: ListColumn<InvoiceSummary>[] = organizationLink
    ? [
        {
          key: 'organization',
          title: t('billing.list.organization'),
          render: (i) => <Link to={organizationLink(i.organizationId)}>{i.organizationName}</Link>,
        },
      ]
    : [];
  return {
    empty: t('billing.list.empty'),
    filters: [
      listFilter('type', t('billing.list.typeFilter'), invoiceTypes, (v) => t(`billing.type.${v}`)),
      listFilter('status', t('billing.list.statusFilter'), invoiceStatuses, (v) => t(`billing.status.${v}`)),
      ...filters,
    ],
    columns: [
      {
        key: 'number',
        title: t('billing.list.number'),
        sorter: true,
        render: (i) => <InvoiceNumberButton invoice={i} onOpen={() => onOpen(i)} testId="invoice-open" />,
      },
      {
        // What the invoice is, with the campaign (or an order billing's month) it is for, on one narrow column.
        key: 'type',
        title: t('billing.list.type'),
        render: (i) => {
          const about = i.campaignName ?? (i.period ? formatPeriod(i.period, lang) : null);
          return (
            <span style={{ display: 'inline-block', minWidth: 140 }}>
              {t(`billing.type.${i.type}`)}
              {about && (
                <SecondaryText block small data-testid="invoice-about">
                  {about}
                </SecondaryText>
              )}
            </span>
          );
        },
      },
      ...organization,
      {
        key: 'status',
        title: t('billing.list.status'),
        sorter: true,
        render: (i) => <InvoiceStatusTag status={i.status} />,
      },
      {
        key: 'amountRappen',
        title: t('billing.list.amount'),
        sorter: true,
        align: 'end',
        render: (i) => <span data-testid="invoice-amount">{formatChf(i.amountRappen)}</span>,
      },
      {
        key: 'openRappen',
        title: t('billing.list.open'),
        sorter: true,
        align: 'end',
        render: (i) => <span data-testid="invoice-open-amount">{formatChf(i.openRappen)}</span>,
      },
      {
        key: 'issuedAt',
        title: t('billing.list.issuedAt'),
        sorter: true,
        render: (i) => <time dateTime={i.issuedAt}>{formatDate(i.issuedAt, lang)}</time>,
      },
      {
        key: 'dueDate',
        title: t('billing.list.dueDate'),
        sorter: true,
        render: (i) => (i.dueDate ? <time dateTime={i.dueDate}>{formatDay(i.dueDate, lang)}</time> : '—'),
      },
      { key: 'document', title: t('billing.list.document'), render: (i) => <InvoicePdfLink invoice={i} /> },
    ],
  };
}

/** A server-side list of invoices on its own (a page's panel): useInvoiceColumns' list with its search and pager. */
export function InvoiceTable({
  state,
  query,
  onOpen,
  caption,
  testId = 'invoices-table',
  organizationLink,
  filters,
  search,
  landmark,
}: {
  state: ListState;
  query: ListQuery<InvoiceSummary>;
  onOpen: (invoice: InvoiceSummary) => void;
  caption: string;
  testId?: string;
  organizationLink?: (organizationId: string) => string;
  /** Filters beyond type and status. */
  filters?: ListFilter[];
  search?: boolean;
  landmark?: string;
}) {
  const invoices = useInvoiceColumns({ onOpen, organizationLink, filters });
  return (
    <ListTable<InvoiceSummary>
      {...invoices}
      state={state}
      query={query}
      testId={testId}
      caption={caption}
      search={search}
      landmark={landmark}
    />
  );
}

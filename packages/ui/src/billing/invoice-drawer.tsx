import type { ReactNode } from 'react';
import Drawer from 'antd/es/drawer';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { InvoiceDetail, InvoiceHistoryEntry, InvoiceLine, InvoiceParty } from '@cadeau/contracts';
import { ErrorState, Fields, Paragraph, SecondaryText, Stack } from '@cadeau/ui/cockpit';
import { formatChf, formatCountry, formatDate, formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable } from '@cadeau/ui/list';
import { useInvoice } from './api';
import { InvoiceActions } from './invoice-actions';
import { formatDay, formatPeriod, historyActionText, InvoiceStatusTag, lineText } from './words';

function Heading({ children }: { children: ReactNode }) {
  return <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{children}</h3>;
}

/**
 * The invoice open in the drawer, kept in the address (`?invoice=`) so a link can open it, and the way to open one
 * (an id) or close it (null); opening and closing replace the history entry instead of adding one.
 */
export function useOpenInvoice(): [string | null, (invoiceId: string | null) => void] {
  const [search, setSearch] = useSearchParams();
  const setOpenInvoice = (invoiceId: string | null) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (invoiceId) next.set('invoice', invoiceId);
        else next.delete('invoice');
        return next;
      },
      { replace: true },
    );
  return [search.get('invoice'), setOpenInvoice];
}

/** A party of the invoice as an address block (the platform or an organisation). */
function Party({ party }: { party: InvoiceParty }) {
  const lang = currentLanguage();
  const lines = [
    party.name,
    [party.street, party.houseNumber].filter(Boolean).join(' '),
    [party.zip, party.city].filter(Boolean).join(' '),
    party.country ? formatCountry(party.country, lang) : '',
    party.vatNumber ?? '',
  ].filter(Boolean);
  return (
    <address style={{ fontStyle: 'normal' }}>
      {lines.map((l, i) => (
        <div key={i}>{l}</div>
      ))}
    </address>
  );
}

type NumberedLine = InvoiceLine & { id: string };
type NumberedEntry = InvoiceHistoryEntry & { id: string };

/** The invoice: facts, amounts, parties, lines, history, its PDF, and for administrators the actions. */
function InvoiceContent({ invoice, admin }: { invoice: InvoiceDetail; admin: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const withQr = invoice.type !== 'payout' && invoice.openRappen > 0;
  const lines: NumberedLine[] = invoice.lines.map((l, i) => ({ ...l, id: String(i) }));
  const history: NumberedEntry[] = invoice.history.map((h, i) => ({ ...h, id: String(i) }));
  const corrected = invoice.manualAmountRappen !== null;
  return (
    <Stack vertical testId="invoice-detail">
      <Fields
        items={[
          { label: t('billing.detail.status'), value: <InvoiceStatusTag status={invoice.status} /> },
          { label: t('billing.detail.type'), value: t(`billing.type.${invoice.type}`) },
          { label: t('billing.detail.organization'), value: invoice.organizationName },
          ...(invoice.campaignName ? [{ label: t('billing.detail.campaign'), value: invoice.campaignName }] : []),
          ...(invoice.period ? [{ label: t('billing.detail.period'), value: formatPeriod(invoice.period, lang) }] : []),
          { label: t('billing.detail.issuedAt'), value: formatDate(invoice.issuedAt, lang) },
          ...(invoice.dueDate ? [{ label: t('billing.detail.dueDate'), value: formatDay(invoice.dueDate, lang) }] : []),
          ...(invoice.reference
            ? [
                {
                  label: t('billing.detail.reference'),
                  value: (
                    <span style={{ fontFamily: token.fontFamilyCode, overflowWrap: 'anywhere' }}>
                      {invoice.reference}
                    </span>
                  ),
                },
              ]
            : []),
          {
            label: t('billing.detail.amount'),
            value: <strong>{formatChf(invoice.amountRappen)}</strong>,
            testId: 'invoice-detail-amount',
          },
          ...(corrected
            ? [
                {
                  label: t('billing.detail.originalAmount'),
                  value: formatChf(invoice.originalAmountRappen),
                  testId: 'invoice-detail-original',
                },
              ]
            : []),
          { label: t('billing.detail.paid'), value: formatChf(invoice.paidRappen), testId: 'invoice-detail-paid' },
          { label: t('billing.detail.open'), value: formatChf(invoice.openRappen), testId: 'invoice-detail-open' },
        ]}
      />
      <Paragraph>
        <a
          href={invoice.pdfPath}
          target="_blank"
          rel="noopener"
          data-testid="invoice-detail-pdf"
          // Beside text a link is told apart by more than its colour (WCAG 1.4.1).
          style={{ textDecoration: 'underline' }}
        >
          {t(withQr ? 'billing.detail.pdfWithQr' : 'billing.detail.pdf')}
        </a>{' '}
        <SecondaryText>{t('billing.detail.pdfHelp')}</SecondaryText>
      </Paragraph>
      <Fields
        items={[
          { label: t('billing.detail.from'), value: <Party party={invoice.creditor} /> },
          { label: t('billing.detail.to'), value: <Party party={invoice.debtor} /> },
        ]}
      />
      {/* A div, not a labelled section: the table's own scroll region carries the name (one landmark per name). */}
      <div>
        <Heading>{t('billing.detail.lines')}</Heading>
        <ListTable<NumberedLine>
          rows={lines}
          testId="invoice-lines"
          caption={t('billing.detail.lines')}
          columns={[
            { key: 'description', title: t('billing.detail.description'), render: (l) => lineText(t, l, lang) },
            {
              key: 'amount',
              title: t('billing.detail.amount'),
              align: 'end',
              render: (l) => formatChf(l.amountRappen),
            },
          ]}
        />
        <p style={{ margin: '8px 0 0', textAlign: 'end' }} data-testid="invoice-total">
          {t('billing.detail.total')}: <strong>{formatChf(invoice.amountRappen)}</strong>
        </p>
      </div>
      <div>
        <Heading>{t('billing.detail.history')}</Heading>
        <ListTable<NumberedEntry>
          rows={history}
          testId="invoice-history"
          caption={t('billing.detail.history')}
          columns={[
            {
              key: 'at',
              title: t('billing.detail.when'),
              render: (h) => <time dateTime={h.at}>{formatDateTime(h.at, lang)}</time>,
            },
            {
              key: 'action',
              title: t('billing.detail.action'),
              render: (h) => (
                <>
                  {historyActionText(t, h.action)}
                  <SecondaryText as="div" small>
                    {t(h.byUserId ? 'billing.history.person' : 'billing.history.system')}
                  </SecondaryText>
                </>
              ),
            },
            {
              key: 'status',
              title: t('billing.detail.statusAfter'),
              render: (h) => <InvoiceStatusTag status={h.status} testId="history-status" />,
            },
            {
              key: 'amounts',
              title: t('billing.detail.amounts'),
              align: 'end',
              render: (h) => `${formatChf(h.amountRappen)} / ${formatChf(h.paidRappen)}`,
            },
            { key: 'reason', title: t('billing.detail.reason'), render: (h) => h.reason ?? '—' },
          ]}
        />
      </div>
      {admin && <InvoiceActions invoice={invoice} />}
    </Stack>
  );
}

/**
 * One invoice in a drawer over its list (`invoiceId` null: closed): its lines, history and PDF with QR-bill; for a
 * platform administrator (`admin`) also the actions with their reasons. Escape or the close button closes it and
 * the focus goes back to the number that opened it (antd's Drawer does both).
 */
export function InvoiceDrawer({
  invoiceId,
  onClose,
  admin = false,
}: {
  invoiceId: string | null;
  onClose: () => void;
  admin?: boolean;
}) {
  const { t } = useTranslation();
  const query = useInvoice(invoiceId);
  const invoice = query.data;
  const title = invoice
    ? t('billing.detail.title', { name: t(`billing.type.${invoice.type}`), number: invoice.number })
    : t('billing.detail.facts');
  return (
    <Drawer
      open={!!invoiceId}
      onClose={onClose}
      title={title}
      size="min(820px, 100vw)"
      destroyOnHidden
      closable={{ 'aria-label': t('billing.detail.close') }}
      data-testid="invoice-drawer"
    >
      {invoice ? (
        <InvoiceContent invoice={invoice} admin={admin} />
      ) : query.error ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} testId="invoice-error" />
      ) : (
        <Paragraph role="status">{t('billing.detail.loading')}</Paragraph>
      )}
    </Drawer>
  );
}

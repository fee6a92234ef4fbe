import { useState } from 'react';
import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import type { InvoiceSummary, MyUser } from '@cadeau/contracts';
import { useMyUser } from '@cadeau/ui/api';
import {
  BudgetFacts,
  formatIban,
  InvoiceDrawer,
  InvoiceNumberButton,
  InvoicePdfLink,
  InvoiceStatusTag,
  InvoiceTable,
  registerBillingTexts,
  useBudget,
  useInvoiceList,
  useInvoiceUpdates,
  useOpenInvoice,
  usePayoutOverview,
  useRequestPayout,
} from '@cadeau/ui/billing';
import {
  BackLink,
  ChfField,
  chfAmountError,
  ConfirmDialog,
  EmptyState,
  Fields,
  LoadError,
  PageSkeleton,
  PageTitle,
  Panel,
  Stack,
  Paragraph,
  SecondaryText,
} from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { formatChf, formatDate, parseChfToRappen } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListTable, useListState } from '@cadeau/ui/list';
import { showError, showSuccess } from '@cadeau/ui/toast';

// The billing words come with this page's chunk, not with every page of the app.
registerBillingTexts();

/** Where a platform administrator without a current organisation finds every organisation's money. */
const BUDGETS_PATH = '/cockpit/budgets';

/** Whether the user may ask for a payout of this organisation: its admins, and platform administrators. */
function mayRequestPayout(user: MyUser, organizationId: string): boolean {
  if (user.isPlatformAdmin) return true;
  return !!user.organizations.find((o) => o.id === organizationId)?.roles.includes('admin');
}

/**
 * /cockpit/payments: the current organisation's money (budget, invoices with their PDFs and QR-bills, payouts) for
 * its members; a platform administrator sees the organisation chosen in the switcher, or without one is sent to the
 * budgets of every organisation. /cockpit/payments/:organizationId: the same for any organisation (platform
 * administrators), with the actions on its invoices.
 */
export default function PaymentsPage() {
  const { t } = useTranslation();
  const { organizationId: chosen } = useParams();
  const { data: user, isPending } = useMyUser();
  if (isPending) return <PageSkeleton />;
  if (!user) return null;
  const organizationId = chosen ?? user.currentOrganizationId;
  if (!organizationId) {
    if (user.isPlatformAdmin) return <Navigate to={BUDGETS_PATH} replace />;
    return (
      <Stack vertical testId="payments-page">
        <PageTitle title={t('orgs.payments.title')} />
        <EmptyState>{t('orgs.payments.noOrganization')}</EmptyState>
      </Stack>
    );
  }
  return (
    <OrganizationPayments
      key={organizationId}
      organizationId={organizationId}
      user={user}
      adminView={!!chosen && user.isPlatformAdmin}
    />
  );
}

function OrganizationPayments({
  organizationId,
  user,
  adminView,
}: {
  organizationId: string;
  user: MyUser;
  /** A platform administrator's view of any organisation: titled with its name, with the way back to the budgets. */
  adminView: boolean;
}) {
  const { t } = useTranslation();
  useInvoiceUpdates();
  const budget = useBudget(organizationId);
  // The invoice open in the drawer is in the address (`?invoice=`), so a link can open it.
  const [openInvoice, setOpenInvoice] = useOpenInvoice();

  if (budget.isPending) return <PageSkeleton />;
  if (!budget.data)
    return (
      <LoadError
        error={budget.error}
        onRetry={() => void budget.refetch()}
        back={adminView ? BUDGETS_PATH : undefined}
        backLabel={t('orgs.payments.backToBudgets')}
      />
    );
  const title = adminView
    ? t('orgs.payments.titleOf', { name: budget.data.organizationName })
    : t('orgs.payments.title');
  return (
    <Stack vertical maxWidth={1200} testId="payments-page">
      {adminView && <BackLink to={BUDGETS_PATH}>{t('orgs.payments.backToBudgets')}</BackLink>}
      <PageTitle title={title} />
      <Panel title={t('billing.budget.title')} testId="payments-budget">
        <BudgetFacts budget={budget.data} />
      </Panel>
      <Panel title={t('orgs.payments.invoices')} testId="payments-invoices">
        <Invoices organizationId={organizationId} onOpen={(i) => setOpenInvoice(i.id)} />
      </Panel>
      <Payout
        organizationId={organizationId}
        organizationName={budget.data.organizationName}
        canRequest={mayRequestPayout(user, organizationId)}
        ibanPath={user.isPlatformAdmin ? `/cockpit/organizations/${organizationId}` : '/cockpit/my-organization'}
        onOpen={(i) => setOpenInvoice(i.id)}
      />
      <InvoiceDrawer invoiceId={openInvoice} onClose={() => setOpenInvoice(null)} admin={user.isPlatformAdmin} />
    </Stack>
  );
}

/** The organisation's invoices, newest first, sorted, filtered and paged by the server. */
function Invoices({ organizationId, onOpen }: { organizationId: string; onOpen: (invoice: InvoiceSummary) => void }) {
  const { t } = useTranslation();
  // A member's list is their organisation's whatever it asks; an administrator's is narrowed to this organisation.
  const state = useListState({ sort: 'issuedAt', order: 'desc', organizationId });
  const query = useInvoiceList(state.params);
  return (
    <Stack vertical gap="sm">
      <Paragraph secondary>{t('orgs.payments.invoicesHelp')}</Paragraph>
      <InvoiceTable state={state} query={query} onOpen={onOpen} caption={t('orgs.payments.invoices')} search />
    </Stack>
  );
}

/**
 * What can be paid out (credit and payable earnings) to which IBAN, the requests so far, and for the organisation's
 * admins the request: an amount (empty: everything available), then a confirmation naming amount and IBAN.
 */
function Payout({
  organizationId,
  organizationName,
  canRequest,
  ibanPath,
  onOpen,
}: {
  organizationId: string;
  organizationName: string;
  canRequest: boolean;
  ibanPath: string;
  onOpen: (invoice: InvoiceSummary) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  const overview = usePayoutOverview(organizationId);
  const [confirming, setConfirming] = useState<number | null>(null);
  const request = useRequestPayout();
  const available = overview.data?.availableRappen ?? 0;
  const iban = overview.data?.iban ?? null;
  const form = useForm({ amount: '' }, (v) => ({
    amount: chfAmountError(v.amount, { required: false, min: 1, max: available }),
  }));

  const send = () => {
    if (confirming === null) return;
    request.mutate(
      { organizationId, amountRappen: confirming === available ? undefined : confirming },
      {
        onSuccess: (payout) => {
          setConfirming(null);
          form.reset();
          showSuccess(
            t('orgs.payments.payout.requested', { number: payout.number, amount: formatChf(payout.amountRappen) }),
          );
        },
        onError: (err) => {
          setConfirming(null);
          showError(err);
        },
      },
    );
  };

  if (!overview.data)
    return (
      <Panel title={t('orgs.payments.payout.title')} testId="payments-payout">
        {overview.error ? (
          <LoadError error={overview.error} onRetry={() => void overview.refetch()} />
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </Panel>
    );

  const possible = canRequest && available > 0 && !!iban;
  return (
    <Panel title={t('orgs.payments.payout.title')} testId="payments-payout">
      <Stack vertical gap="md">
        <Fields
          items={[
            {
              label: t('orgs.payments.payout.available'),
              value: (
                <>
                  <strong style={{ fontSize: 18 }}>{formatChf(available)}</strong>
                  <SecondaryText as="div" small>
                    {t('orgs.payments.payout.availableHelp')}
                  </SecondaryText>
                </>
              ),
              testId: 'payout-available',
            },
            {
              label: t('orgs.payments.payout.iban'),
              value: iban ? (
                <span style={{ fontFamily: token.fontFamilyCode }}>{formatIban(iban)}</span>
              ) : (
                <>
                  {t('orgs.payments.payout.noIban')} <Link to={ibanPath}>{t('orgs.payments.payout.ibanLink')}</Link>
                </>
              ),
              testId: 'payout-iban',
            },
          ]}
        />
        {!canRequest ? (
          <Paragraph>{t('orgs.payments.payout.onlyAdmins')}</Paragraph>
        ) : available <= 0 ? (
          <Paragraph>{t('orgs.payments.payout.nothingAvailable')}</Paragraph>
        ) : null}
        {possible && (
          <Stack
            as="form"
            vertical
            gap="xxs"
            align="flex-start"
            testId="payout-form"
            onSubmit={form.handleSubmit(({ amount }) => setConfirming(parseChfToRappen(amount) ?? available))}
          >
            <ChfField
              id="payout-amount"
              label={t('orgs.payments.payout.amount')}
              help={t('orgs.payments.payout.amountHelp', { available: formatChf(available) })}
              {...form.bind('amount')}
            />
            <Button type="primary" htmlType="submit" data-testid="payout-request">
              {t('orgs.payments.payout.request')}
            </Button>
          </Stack>
        )}
        {/* A div, not a labelled section: the table's scroll region carries the name (one landmark per name). */}
        <div>
          <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{t('orgs.payments.payout.requests')}</h3>
          <ListTable<InvoiceSummary>
            rows={overview.data.requests}
            testId="payout-requests"
            caption={t('orgs.payments.payout.requests')}
            empty={t('orgs.payments.payout.noRequests')}
            columns={[
              {
                key: 'number',
                title: t('billing.list.number'),
                render: (i) => <InvoiceNumberButton invoice={i} onOpen={() => onOpen(i)} />,
              },
              { key: 'status', title: t('billing.list.status'), render: (i) => <InvoiceStatusTag status={i.status} /> },
              {
                key: 'amount',
                title: t('billing.list.amount'),
                align: 'end',
                render: (i) => formatChf(i.amountRappen),
              },
              {
                key: 'issuedAt',
                title: t('billing.list.issuedAt'),
                render: (i) => <time dateTime={i.issuedAt}>{formatDate(i.issuedAt, lang)}</time>,
              },
              { key: 'document', title: t('billing.list.document'), render: (i) => <InvoicePdfLink invoice={i} /> },
            ]}
          />
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('orgs.payments.payout.confirmTitle')}
        okText={t('orgs.payments.payout.confirm')}
        busy={request.isPending}
        testId="payout-confirm"
        onConfirm={send}
        onCancel={() => setConfirming(null)}
      >
        <p data-testid="payout-confirm-text">
          {t('orgs.payments.payout.confirmText', {
            amount: formatChf(confirming ?? 0),
            iban: iban ? formatIban(iban) : '',
            organization: organizationName,
          })}
        </p>
        <Paragraph keepMargin="top">{t('orgs.payments.payout.confirmNote')}</Paragraph>
      </ConfirmDialog>
    </Panel>
  );
}

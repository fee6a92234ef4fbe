import { useEffect, useId, useRef, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Tag from 'antd/es/tag';
import theme from 'antd/es/theme';
import Upload from 'antd/es/upload';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { BankPayment, PaymentFileResult } from '@cadeau/contracts';
import { bankPaymentStatuses } from '@cadeau/contracts/values';
import { registerBillingTexts, useInvoiceUpdates, formatDay } from '@cadeau/ui/billing';
import {
  Field,
  OkCancelDialog,
  Panel,
  TextAreaField,
  controlState,
  Stack,
  Paragraph,
  SecondaryText,
} from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { formatChf, formatDateTime } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { ListPage, listFilter, useListState } from '@cadeau/ui/list';
import { errorTexts, showError, showSuccess } from '@cadeau/ui/toast';
import { uploadPaymentFile, useAssignBankPayment, useBankPaymentList } from '../api/billing';
import { useInvoiceMatches } from '../components/billing/matches';
import { SearchSelect, type Picked } from '../components/billing/SearchSelect';

registerBillingTexts();

const COUNTS = [
  'booked',
  'alreadyKnown',
  'unmatched',
  'reversed',
  'ignored',
] as const satisfies readonly (keyof PaymentFileResult)[];
const statusColors: Record<BankPayment['status'], string> = {
  matched: 'green',
  assigned: 'green',
  unmatched: 'gold',
  reversed: 'red',
};

type Step =
  | { kind: 'idle' }
  | { kind: 'sending'; name: string; percent: number }
  | { kind: 'done'; name: string; result: PaymentFileResult }
  | { kind: 'failed'; name: string; message: string };

/**
 * /cockpit/bank-payments: the bank's camt.054 notifications uploaded (progress while sending and booking, then what
 * the file booked), and the payments of every file, filtered by status; an unmatched one is assigned to the
 * invoice it pays (found by number), with a reason.
 */
export default function BankPaymentsPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const lang = currentLanguage();
  useInvoiceUpdates();
  // A link may preselect the status (`?status=unmatched` from the dashboard's tasks).
  const [search] = useSearchParams();
  const linkedStatus = bankPaymentStatuses.find((s) => s === search.get('status'));
  const state = useListState({ sort: 'receivedAt', order: 'desc', status: linkedStatus });
  const query = useBankPaymentList(state.params);
  const [assigning, setAssigning] = useState<BankPayment | null>(null);
  const debtor = (p: BankPayment) => p.debtorName ?? t('admin.billing.bankPayments.unknownDebtor');
  const list = t('admin.billing.bankPayments.list');
  return (
    <ListPage<BankPayment>
      pageTestId="bank-payments-page"
      title={t('admin.billing.bankPayments.title')}
      above={<PaymentFileUpload />}
      panel={list}
      caption={list}
      state={state}
      query={query}
      testId="bank-payments-table"
      search
      empty={t('admin.billing.bankPayments.empty')}
      filters={[
        listFilter('status', t('admin.billing.bankPayments.statusFilter'), bankPaymentStatuses, (s) =>
          t(`admin.billing.bankPayments.status.${s}`),
        ),
      ]}
      columns={[
        {
          key: 'receivedAt',
          title: t('admin.billing.bankPayments.receivedAt'),
          sorter: true,
          render: (p) => <time dateTime={p.receivedAt}>{formatDateTime(p.receivedAt, lang)}</time>,
        },
        {
          key: 'bookingDate',
          title: t('admin.billing.bankPayments.bookingDate'),
          sorter: true,
          render: (p) => (p.bookingDate ? formatDay(p.bookingDate, lang) : '—'),
        },
        {
          key: 'amountRappen',
          title: t('admin.billing.bankPayments.amount'),
          sorter: true,
          align: 'end',
          render: (p) => <span data-testid="bank-payment-amount">{formatChf(p.amountRappen)}</span>,
        },
        { key: 'debtor', title: t('admin.billing.bankPayments.debtor'), render: (p) => p.debtorName ?? '—' },
        {
          key: 'reference',
          title: t('admin.billing.bankPayments.reference'),
          render: (p) =>
            p.reference ? (
              <span style={{ fontFamily: token.fontFamilyCode, overflowWrap: 'anywhere' }}>{p.reference}</span>
            ) : (
              '—'
            ),
        },
        {
          key: 'status',
          title: t('admin.billing.bankPayments.statusFilter'),
          render: (p) => (
            <Tag color={statusColors[p.status]} data-testid="bank-payment-status">
              {t(`admin.billing.bankPayments.status.${p.status}`)}
            </Tag>
          ),
        },
        {
          key: 'invoice',
          title: t('admin.billing.bankPayments.invoice'),
          // The invoice it paid opens in the all-invoices list (its drawer follows `?invoice=`).
          render: (p) =>
            p.invoiceId && p.invoiceNumber ? (
              <Link to={`/cockpit/invoices?invoice=${p.invoiceId}`} style={{ whiteSpace: 'nowrap' }}>
                {p.invoiceNumber}
              </Link>
            ) : (
              '—'
            ),
        },
        {
          key: 'actions',
          title: t('admin.billing.bankPayments.actions'),
          hiddenTitle: true,
          render: (p) =>
            p.status === 'unmatched' ? (
              <Button
                size="small"
                onClick={() => setAssigning(p)}
                aria-label={t('admin.billing.bankPayments.assignLabel', {
                  amount: formatChf(p.amountRappen),
                  debtor: debtor(p),
                })}
                data-testid="bank-payment-assign"
              >
                {t('admin.billing.bankPayments.assign')}
              </Button>
            ) : null,
        },
      ]}
    >
      {assigning && <AssignDialog payment={assigning} onClose={() => setAssigning(null)} />}
    </ListPage>
  );
}

function PaymentFileUpload() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  // The drop zone a keyboard chose the file from makes way for the progress: the focus follows to what replaced it.
  const outcome = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (step.kind !== 'idle' && (!document.activeElement || document.activeElement === document.body))
      outcome.current?.focus();
  }, [step.kind]);
  const send = (file: File) => {
    const name = file.name;
    setStep({ kind: 'sending', name, percent: 0 });
    uploadPaymentFile(file, ({ loaded, total }) =>
      setStep((s) => (s.kind === 'sending' ? { ...s, percent: total ? Math.floor((loaded / total) * 100) : 0 } : s)),
    ).then(
      (result) => setStep({ kind: 'done', name, result }),
      (err: unknown) => setStep({ kind: 'failed', name, message: errorTexts(err).summary }),
    );
  };
  const sending = step.kind === 'sending';
  return (
    <Panel title={t('admin.billing.bankPayments.upload')} testId="payment-file">
      <Stack vertical gap="sm">
        <Paragraph secondary>{t('admin.billing.bankPayments.uploadHelp')}</Paragraph>
        {/* While a file is sent and booked, its progress takes the drop zone's place: one file at a time. */}
        {!sending && (
          <Upload.Dragger
            accept=".xml,application/xml,text/xml"
            multiple={false}
            showUploadList={false}
            // The file goes as it is (the XML is the body), sent by our own request with its progress.
            beforeUpload={(file) => {
              send(file);
              return false;
            }}
            data-testid="payment-file-drop"
          >
            <p style={{ margin: 0, fontSize: 32, color: token.colorPrimary }} aria-hidden="true">
              <InboxOutlined />
            </p>
            <Paragraph>{t('admin.billing.bankPayments.drop')}</Paragraph>
          </Upload.Dragger>
        )}
        <div ref={outcome} tabIndex={-1} style={{ outline: 'none' }}>
          {step.kind === 'sending' && (
            <div data-testid="payment-file-progress">
              <Progress
                percent={step.percent}
                aria-label={t('admin.billing.bankPayments.sending', { name: step.name })}
              />
              <Paragraph role="status">
                {step.percent < 100
                  ? t('admin.billing.bankPayments.sending', { name: step.name })
                  : t('admin.billing.bankPayments.processing', { name: step.name })}
              </Paragraph>
            </div>
          )}
          {step.kind === 'failed' && (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={t('admin.billing.bankPayments.failed', { name: step.name })}
              description={step.message}
              data-testid="payment-file-failed"
            />
          )}
          {step.kind === 'done' && (
            <div role="status" data-testid="payment-file-result">
              <p style={{ margin: '0 0 8px', fontWeight: 500 }}>
                {t('admin.billing.bankPayments.result', { name: step.name })}
              </p>
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
                  gap: '8px 24px',
                  margin: 0,
                }}
              >
                {COUNTS.map((c) => (
                  <div key={c}>
                    <SecondaryText as="dt" small>
                      {t(`admin.billing.bankPayments.count.${c}`)}
                    </SecondaryText>
                    <dd style={{ margin: 0, fontSize: 20, fontWeight: 600 }} data-testid={`payment-file-${c}`}>
                      {step.result[c]}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          )}
        </div>
      </Stack>
    </Panel>
  );
}

/** An unmatched payment assigned to the invoice it pays (searched by number), with the reason. */
function AssignDialog({ payment, onClose }: { payment: BankPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const lang = currentLanguage();
  const assign = useAssignBankPayment();
  const form = useForm<{ invoice: Picked | null; reason: string }>({ invoice: null, reason: '' }, (v) => ({
    invoice: v.invoice ? undefined : 'admin.billing.bankPayments.invoiceRequired',
    reason: v.reason.trim() ? undefined : 'common.reason.required',
  }));
  const amount = formatChf(payment.amountRappen);
  const confirm = form.handleSubmit((v) =>
    assign.mutate(
      { paymentId: payment.id, invoiceId: v.invoice!.id, reason: v.reason.trim() },
      {
        onSuccess: (assigned) => {
          showSuccess(t('admin.billing.bankPayments.assigned', { amount, number: assigned.invoiceNumber ?? '' }));
          onClose();
        },
        onError: (err) => {
          if (!form.applyServerIssues(err)) showError(err);
        },
      },
    ),
  );
  const invoiceId = `${id}-invoice`;
  const invoiceError = form.errorOf('invoice');
  return (
    <OkCancelDialog
      open
      title={t('admin.billing.bankPayments.assignTitle', { amount })}
      okText={t('admin.billing.bankPayments.assign')}
      okTestId="assign-confirm"
      busy={assign.isPending}
      focusId={invoiceId}
      onOk={confirm}
      onCancel={onClose}
    >
      <Stack vertical gap="sm" testId="assign-dialog">
        <Paragraph>
          {t('admin.billing.bankPayments.assignFacts', {
            amount,
            debtor: payment.debtorName ?? t('admin.billing.bankPayments.unknownDebtor'),
            date: payment.bookingDate ? formatDay(payment.bookingDate, lang) : '—',
            reference: payment.reference ?? t('admin.billing.bankPayments.noReference'),
          })}
        </Paragraph>
        <Field id={invoiceId} label={t('admin.billing.bankPayments.chooseInvoice')} error={invoiceError}>
          <SearchSelect
            {...controlState({ id: invoiceId, error: invoiceError })}
            id={invoiceId}
            value={form.values.invoice}
            onChange={(picked) => form.setValue('invoice', picked)}
            useMatches={useInvoiceMatches}
            placeholder={t('admin.billing.bankPayments.searchInvoice')}
            testId="assign-invoice"
          />
        </Field>
        <TextAreaField
          id={`${id}-reason`}
          label={t('common.reason.label')}
          help={t('billing.actions.reasonHelp')}
          rows={3}
          maxLength={1000}
          aria-required
          {...form.bind('reason')}
        />
      </Stack>
    </OkCancelDialog>
  );
}

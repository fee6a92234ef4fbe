import { useId, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@cadeau/contracts';
import { ChfField, chfAmountError, Field, controlState, OkCancelDialog, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { formatChf, formatChfAmount, parseChfToRappen } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useChangeInvoiceStatus, useCorrectInvoiceAmount } from './api';
import { formatIban } from './words';

export type InvoiceAction = 'recordPayment' | 'reopen' | 'payoutDone' | 'correctAmount';

/** The largest amount the server takes (contracts: `invoiceStatusBody`, `invoiceAmountBody`). */
const MAX_RAPPEN = 99_999_999_999;

/**
 * What an administrator may do with the invoice now, as svc-billing's guards decide it (domain/invoice-status.ts,
 * api/correct-invoice-amount.ts): a payout that is open is paid out; any other invoice with something open takes a
 * payment, one with payments is reopened, and its amount is corrected unless it is an order billing.
 */
export function possibleActions(invoice: Pick<InvoiceDetail, 'type' | 'status' | 'openRappen' | 'paidRappen'>) {
  if (invoice.type === 'payout') return invoice.status === 'open' ? (['payoutDone'] as InvoiceAction[]) : [];
  const actions: InvoiceAction[] = [];
  if (invoice.openRappen > 0) actions.push('recordPayment');
  if (invoice.paidRappen > 0) actions.push('reopen');
  if (invoice.type !== 'orderBilling') actions.push('correctAmount');
  return actions;
}

/** The administrator's actions on one invoice, each in a dialog that asks for a reason (and an amount where one is). */
export function InvoiceActions({ invoice }: { invoice: InvoiceDetail }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<InvoiceAction | null>(null);
  const actions = possibleActions(invoice);
  return (
    <div data-testid="invoice-actions">
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{t('billing.actions.title')}</h3>
      {actions.length ? (
        <Stack gap="xs" wrap>
          {actions.map((a) => (
            <Button
              key={a}
              type={a === 'recordPayment' || a === 'payoutDone' ? 'primary' : 'default'}
              danger={a === 'reopen'}
              onClick={() => setAction(a)}
              data-testid={`invoice-action-${a}`}
            >
              {t(`billing.actions.${a}`)}
            </Button>
          ))}
        </Stack>
      ) : (
        <Paragraph>{t('billing.actions.none')}</Paragraph>
      )}
      {action && <ActionDialog invoice={invoice} action={action} onClose={() => setAction(null)} />}
    </div>
  );
}

interface Values {
  amount: string;
  reason: string;
}

/** The dialog of one action: what it does (named with the amounts it moves), the amount where it takes one, the reason. */
function ActionDialog({
  invoice,
  action,
  onClose,
}: {
  invoice: InvoiceDetail;
  action: InvoiceAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const status = useChangeInvoiceStatus();
  const amount = useCorrectInvoiceAmount();
  const takesAmount = action === 'recordPayment' || action === 'correctAmount';
  const initialAmount =
    action === 'recordPayment' ? invoice.openRappen : action === 'correctAmount' ? invoice.amountRappen : 0;
  const form = useForm<Values>({ amount: formatChfAmount(initialAmount), reason: '' }, (v) => ({
    amount: takesAmount
      ? chfAmountError(v.amount, { min: action === 'recordPayment' ? 1 : 0, max: MAX_RAPPEN })
      : undefined,
    reason: v.reason.trim() ? undefined : 'common.reason.required',
  }));
  const rappen = parseChfToRappen(form.values.amount);
  const number = invoice.number;
  const busy = status.isPending || amount.isPending;

  const done = (message: string) => {
    showSuccess(message);
    onClose();
  };
  const failed = (err: unknown) => {
    if (!form.applyServerIssues(err)) showError(err);
  };

  const confirm = form.handleSubmit(({ reason }) => {
    const why = reason.trim();
    if (action === 'correctAmount') {
      amount.mutate(
        { invoiceId: invoice.id, amountRappen: rappen!, reason: why },
        {
          onSuccess: (next) => done(t('billing.actions.done.amount', { number, amount: formatChf(next.amountRappen) })),
          onError: failed,
        },
      );
      return;
    }
    const body =
      action === 'recordPayment'
        ? { status: rappen! < invoice.openRappen ? ('partialPaid' as const) : ('paid' as const), amountRappen: rappen! }
        : action === 'reopen'
          ? { status: 'reopened' as const }
          : { status: 'paidOut' as const };
    status.mutate(
      { invoiceId: invoice.id, ...body, reason: why },
      {
        onSuccess: (next) =>
          done(
            action === 'recordPayment'
              ? t('billing.actions.done.payment', { number, status: t(`billing.status.${next.status}`) })
              : action === 'reopen'
                ? t('billing.actions.done.reopen', { number })
                : t('billing.actions.done.payoutDone', { number }),
          ),
        onError: failed,
      },
    );
  });

  const title = {
    recordPayment: t('billing.actions.paymentTitle', { number }),
    reopen: t('billing.actions.reopenTitle', { number }),
    payoutDone: t('billing.actions.payoutTitle', { number }),
    correctAmount: t('billing.actions.amountTitle', { number }),
  }[action];

  // What a payment of the typed amount does: partial, full, or full with the surplus kept as credit.
  const paymentEffect =
    action === 'recordPayment' && rappen !== null && rappen > 0
      ? rappen < invoice.openRappen
        ? t('billing.actions.paymentPartial', { rest: formatChf(invoice.openRappen - rappen) })
        : rappen === invoice.openRappen
          ? t('billing.actions.paymentFull')
          : t('billing.actions.paymentOver', { surplus: formatChf(rappen - invoice.openRappen) })
      : null;

  const { error: reasonError, ...reason } = form.bind('reason');
  const reasonId = `${id}-reason`;
  return (
    <OkCancelDialog
      open
      title={title}
      okText={t(
        action === 'payoutDone' || action === 'reopen' ? `billing.actions.${action}` : 'billing.actions.confirm',
      )}
      okTestId="invoice-action-confirm"
      busy={busy}
      danger={action === 'reopen'}
      // The dialog opens in its first field, not on a button: an Enter pressed again on the button that opened it (a
      // key held, a double press) lands in a field that needs a reason, so money moves only from the confirm button.
      focusId={takesAmount ? `${id}-amount` : reasonId}
      onOk={confirm}
      onCancel={onClose}
    >
      <Stack vertical gap="sm" testId={`invoice-dialog-${action}`}>
        {action === 'reopen' && <Alert type="warning" showIcon title={t('billing.actions.reopenText')} />}
        {action === 'payoutDone' && (
          <Alert
            type="warning"
            showIcon
            title={
              invoice.creditor.iban
                ? t('billing.actions.payoutText', {
                    amount: formatChf(invoice.amountRappen),
                    iban: formatIban(invoice.creditor.iban),
                    organization: invoice.creditor.name || invoice.organizationName,
                  })
                : t('billing.actions.payoutNoIban')
            }
          />
        )}
        {action === 'correctAmount' && (
          <Alert
            type="warning"
            showIcon
            title={t('billing.actions.amountText', {
              amount: formatChf(invoice.amountRappen),
              original: formatChf(invoice.originalAmountRappen),
            })}
          />
        )}
        {takesAmount && (
          <div>
            <ChfField
              id={`${id}-amount`}
              label={t(action === 'recordPayment' ? 'billing.actions.paymentAmount' : 'billing.actions.newAmount')}
              help={
                action === 'recordPayment'
                  ? t('billing.actions.paymentHelp', { open: formatChf(invoice.openRappen) })
                  : undefined
              }
              {...form.bind('amount')}
            />
            {paymentEffect && (
              <Paragraph role="status" data-testid="payment-effect">
                {paymentEffect}
              </Paragraph>
            )}
          </div>
        )}
        <Field
          id={reasonId}
          label={t('common.reason.label')}
          error={reasonError}
          help={t('billing.actions.reasonHelp')}
        >
          <Input.TextArea
            {...controlState({ id: reasonId, error: reasonError, help: t('billing.actions.reasonHelp') })}
            {...reason}
            rows={3}
            maxLength={1000}
            aria-required
            data-testid="reason-input"
          />
        </Field>
      </Stack>
    </OkCancelDialog>
  );
}

import { useId } from 'react';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@cadeau/contracts';
import {
  OkCancelDialog,
  ChfField,
  chfAmountError,
  Field,
  TextAreaField,
  TextField,
  controlState,
  Paragraph,
  Stack,
} from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { formatChf, parseChfToRappen } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useCreateManualInvoice } from '../../api/billing';
import { useOrganizationMatches } from './matches';
import { SearchSelect, type Picked } from './SearchSelect';

/** The server's bounds (contracts `manualInvoiceBody`): up to 50 lines of 140 characters, each CHF 0.01 to 99'999'999.99. */
const MAX_LINES = 50;
const MAX_TEXT = 140;
const MAX_LINE_RAPPEN = 9_999_999_999;

interface Line {
  key: number;
  text: string;
  amount: string;
}
interface Values {
  organization: Picked | null;
  lines: Line[];
  withVat: boolean;
  reason: string;
}

let nextKey = 1;
const emptyLine = (): Line => ({ key: nextKey++, text: '', amount: '' });

function lineErrors(line: Line) {
  return {
    text: line.text.trim() ? undefined : 'admin.billing.manual.textRequired',
    amount: chfAmountError(line.amount, { min: 1, max: MAX_LINE_RAPPEN }),
  };
}

/**
 * A manual invoice to an organisation: the organisation (searched on the server), its items as text and amount in
 * CHF (typed the Swiss way, sent as integer Rappen), VAT at the standard rate or not, and the reason. The server adds
 * the VAT, numbers it and makes its PDF with QR-bill; `onIssued` gets the invoice (the page opens it).
 */
export function ManualInvoiceDialog({
  open,
  onClose,
  onIssued,
}: {
  open: boolean;
  onClose: () => void;
  onIssued: (invoice: InvoiceDetail) => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = useId();
  const create = useCreateManualInvoice();
  const form = useForm<Values>({ organization: null, lines: [emptyLine()], withVat: true, reason: '' }, (v) => ({
    organization: v.organization ? undefined : 'admin.billing.manual.organizationRequired',
    lines: v.lines.some((l) => Object.values(lineErrors(l)).some(Boolean))
      ? 'admin.billing.manual.textRequired'
      : undefined,
    reason: v.reason.trim() ? undefined : 'common.reason.required',
  }));
  const { values } = form;
  const text = (e: ReturnType<typeof lineErrors>[keyof ReturnType<typeof lineErrors>]) =>
    !form.submitted || !e ? null : typeof e === 'string' ? t(e) : t(e.key, e.values);
  const setLine = (key: number, change: Partial<Line>) =>
    form.setValue(
      'lines',
      values.lines.map((l) => (l.key === key ? { ...l, ...change } : l)),
    );
  const net = values.lines.reduce((sum, l) => sum + (parseChfToRappen(l.amount) ?? 0), 0);

  const submit = form.handleSubmit((v) =>
    create.mutate(
      {
        organizationId: v.organization!.id,
        lines: v.lines.map((l) => ({ text: l.text.trim(), amountRappen: parseChfToRappen(l.amount)! })),
        withVat: v.withVat,
        reason: v.reason.trim(),
      },
      {
        onSuccess: (invoice) => {
          showSuccess(
            t('admin.billing.manual.issued', {
              number: invoice.number,
              amount: formatChf(invoice.amountRappen),
              organization: invoice.organizationName,
            }),
          );
          form.reset({ organization: null, lines: [emptyLine()], withVat: true, reason: '' });
          onIssued(invoice);
        },
        onError: (err) => {
          if (!form.applyServerIssues(err)) showError(err);
        },
      },
    ),
  );

  const organizationId = `${id}-organization`;
  const organizationError = form.errorOf('organization');
  return (
    <OkCancelDialog
      open={open}
      title={t('admin.billing.manual.title')}
      okText={t('admin.billing.manual.issue')}
      okTestId="manual-invoice-issue"
      busy={create.isPending}
      focusId={organizationId}
      onOk={submit}
      onCancel={onClose}
      width="min(720px, calc(100vw - 32px))"
    >
      <Stack vertical gap="sm" testId="manual-invoice-form">
        <Field id={organizationId} label={t('admin.billing.manual.organization')} error={organizationError}>
          <SearchSelect
            {...controlState({ id: organizationId, error: organizationError })}
            id={organizationId}
            value={values.organization}
            onChange={(picked) => form.setValue('organization', picked)}
            useMatches={useOrganizationMatches}
            placeholder={t('admin.billing.manual.chooseOrganization')}
            testId="manual-invoice-organization"
          />
        </Field>
        <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <legend style={{ fontWeight: 500, marginBottom: 8, fontSize: 'inherit' }}>
            {t('admin.billing.manual.lines')}
          </legend>
          {values.lines.map((line, index) => {
            const errors = lineErrors(line);
            const n = index + 1;
            return (
              <div
                key={line.key}
                role="group"
                aria-label={t('admin.billing.manual.line', { n })}
                data-testid="manual-invoice-line"
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
                  gap: '0 12px',
                  alignItems: 'start',
                  paddingBottom: 8,
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                  marginBottom: 8,
                }}
              >
                <TextField
                  id={`${id}-line-${line.key}-text`}
                  label={`${t('admin.billing.manual.text')} ${n}`}
                  value={line.text}
                  maxLength={MAX_TEXT}
                  error={text(errors.text)}
                  onChange={(e) => setLine(line.key, { text: e.target.value })}
                />
                <ChfField
                  id={`${id}-line-${line.key}-amount`}
                  label={`${t('admin.billing.manual.amount')} ${n}`}
                  value={line.amount}
                  error={text(errors.amount)}
                  onChange={(amount) => setLine(line.key, { amount })}
                />
                {values.lines.length > 1 && (
                  <div style={{ alignSelf: 'center' }}>
                    <Button
                      onClick={() =>
                        form.setValue(
                          'lines',
                          values.lines.filter((l) => l.key !== line.key),
                        )
                      }
                    >
                      {t('admin.billing.manual.removeLine', { n })}
                    </Button>
                  </div>
                )}
              </div>
            );
          })}
          <Button
            disabled={values.lines.length >= MAX_LINES}
            onClick={() => form.setValue('lines', [...values.lines, emptyLine()])}
            data-testid="manual-invoice-add-line"
          >
            {t('admin.billing.manual.addLine')}
          </Button>
        </fieldset>
        <Checkbox checked={values.withVat} onChange={(e) => form.setValue('withVat', e.target.checked)}>
          {t('admin.billing.manual.withVat')}
        </Checkbox>
        <Paragraph aria-live="polite" data-testid="manual-invoice-net">
          {t(values.withVat ? 'admin.billing.manual.netWithVat' : 'admin.billing.manual.net', {
            amount: formatChf(net),
          })}
        </Paragraph>
        <TextAreaField
          id={`${id}-reason`}
          label={t('admin.billing.manual.reason')}
          help={t('admin.billing.manual.reasonHelp')}
          rows={3}
          maxLength={1000}
          aria-required
          {...form.bind('reason')}
        />
      </Stack>
    </OkCancelDialog>
  );
}

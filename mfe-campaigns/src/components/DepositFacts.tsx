import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CampaignDeposit, CampaignDetail, DepositPreview, InvoiceStatus } from '@cadeau/contracts';
import { Fields, StatusTag } from '@cadeau/ui/cockpit';
import { formatBasisPoints, formatChf } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';

/** Where an organisation's invoices are paid and their payments shown (spec section 2). */
export const PAYMENTS_PATH = '/cockpit/payments';

// What is still to pay stands out; paid is green.
const colors: Partial<Record<InvoiceStatus, string>> = {
  open: 'gold',
  partialPaid: 'gold',
  reopened: 'red',
  paid: 'green',
};

/** A deposit invoice's status as the kit's status tag, its word from `campaigns.deposit.statusName.*`. */
export function DepositStatusTag({ status }: { status: InvoiceStatus }) {
  return <StatusTag status={status} colors={colors} textKey="campaigns.deposit.statusName" testId="deposit-status" />;
}

function Heading({ children }: { children: string }) {
  return <h3 style={{ margin: '16px 0 8px', fontSize: 16 }}>{children}</h3>;
}

/** The issued deposit invoice: its number, status, amount and what is still open, and where it is paid. */
export function DepositState({ deposit }: { deposit: CampaignDeposit }) {
  const { t } = useTranslation();
  return (
    <div data-testid="deposit-state">
      <Fields
        items={[
          { label: t('campaigns.deposit.number'), value: deposit.number, testId: 'deposit-number' },
          { label: t('campaigns.deposit.status'), value: <DepositStatusTag status={deposit.status} /> },
          { label: t('campaigns.deposit.amount'), value: formatChf(deposit.amountRappen), testId: 'deposit-amount' },
          { label: t('campaigns.deposit.open'), value: formatChf(deposit.openRappen), testId: 'deposit-open' },
        ]}
      />
      <p style={{ margin: '8px 0 0' }}>
        <Link to={PAYMENTS_PATH} data-testid="deposit-payments-link">
          {t('campaigns.deposit.paymentsLink')}
        </Link>
      </p>
    </div>
  );
}

/** The deposit a release issues: the budget, the two fees, VAT on the fees and the total. */
export function DepositPreviewFacts({ preview }: { preview: DepositPreview }) {
  const { t } = useTranslation();
  return (
    <div data-testid="deposit-preview">
      <Fields
        items={[
          { label: t('campaigns.deposit.budget'), value: formatChf(preview.budgetRappen), testId: 'deposit-budget' },
          { label: t('campaigns.deposit.fee'), value: formatChf(preview.feeRappen), testId: 'deposit-fee' },
          {
            label: t('campaigns.deposit.baseFee'),
            value: formatChf(preview.baseFeeRappen),
            testId: 'deposit-base-fee',
          },
          {
            label: t('campaigns.deposit.vat', {
              rate: formatBasisPoints(preview.vatRateBasisPoints, currentLanguage()),
            }),
            value: formatChf(preview.vatRappen),
            testId: 'deposit-vat',
          },
          {
            label: t('campaigns.deposit.total'),
            value: <strong>{formatChf(preview.totalRappen)}</strong>,
            testId: 'deposit-total',
          },
        ]}
      />
    </div>
  );
}

/**
 * The campaign's deposit in its budget section (issue 19). While the campaign is editable: the deposit its release
 * will issue. Once svc-billing has issued it: its number, status, amount and open amount, linking to the payments.
 * Released but not issued yet (svc-billing follows the release's event): that it is being issued, and what.
 */
export function DepositFacts({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editable = campaign.status === 'draft' || campaign.status === 'rejected';
  const issuing = campaign.status === 'pending' && !campaign.deposit;
  const preview = campaign.depositPreview;
  return (
    <div data-testid="campaign-deposit">
      {(editable || issuing) && preview && (
        <>
          <Heading>{t('campaigns.deposit.previewTitle')}</Heading>
          {issuing ? (
            <p style={{ margin: '0 0 8px' }} data-testid="deposit-issuing">
              {t('campaigns.deposit.issuing')}
            </p>
          ) : (
            <p style={{ margin: '0 0 8px', color: token.colorTextSecondary }}>{t('campaigns.deposit.previewHelp')}</p>
          )}
          <DepositPreviewFacts preview={preview} />
        </>
      )}
      {campaign.deposit && (
        <>
          <Heading>{t('campaigns.deposit.title')}</Heading>
          <DepositState deposit={campaign.deposit} />
        </>
      )}
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import type { Budget } from '@cadeau/contracts';
import { Fields, SecondaryText } from '@cadeau/ui/cockpit';
import { formatChf } from '@cadeau/ui/format';

/**
 * An organisation's money in CHF: its credit (givers), its payable and pending earnings (sellers), what is open to
 * pay, payouts requested and paid out. Earnings are shown to sellers (and to anyone who has some).
 */
export function BudgetFacts({ budget }: { budget: Budget }) {
  const { t } = useTranslation();
  const seller = budget.features.includes('seller') || budget.payableRappen !== 0 || budget.pendingRappen !== 0;
  const amount = (key: string, rappen: number, help?: string) => ({
    label: t(`billing.budget.${key}`),
    value: (
      <>
        <strong style={{ fontSize: 18 }}>{formatChf(rappen)}</strong>
        {help && (
          <SecondaryText as="div" small>
            {help}
          </SecondaryText>
        )}
      </>
    ),
    testId: `budget-${key}`,
  });
  return (
    <div data-testid="budget-facts">
      <Fields
        items={[
          amount('credit', budget.creditRappen, t('billing.budget.creditHelp')),
          ...(seller
            ? [
                amount('payable', budget.payableRappen, t('billing.budget.payableHelp')),
                amount('pending', budget.pendingRappen, t('billing.budget.pendingHelp')),
              ]
            : []),
          amount('open', budget.openRappen, t('billing.budget.openHelp')),
          amount('payoutRequested', budget.payoutRequestedRappen),
          amount('paidOut', budget.paidOutRappen),
        ]}
      />
    </div>
  );
}

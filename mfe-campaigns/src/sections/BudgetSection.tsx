import Button from 'antd/es/button';
import theme from 'antd/es/theme';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { Fields, TextField, Stack, SecondaryText } from '@cadeau/ui/cockpit';
import { useForm } from '@cadeau/ui/form';
import { formatChf, formatChfAmount, formatPercent, parseChfToRappen } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCampaignSettings } from '../api/campaigns';
import { DepositFacts } from '../components/DepositFacts';
import { feePercent, limitsOf } from '../domain/limits';
import { SectionPanel } from '../workspace/SectionPanel';
import { issueError, savedIssueAt } from '../workspace/issue-text';
import { useSectionSave } from '../workspace/use-section-save';

/**
 * The budget, typed in francs and sent as Rappen, at least Campaign.MinBudget; beside it (never in it) the
 * maximum price the recipients and products may cost and the fees the giver pays on top: Payment.FeeGiver % of
 * the budget and Payment.BaseFeeGiver per campaign; and the deposit invoice (issue 19): what the release issues,
 * then its state.
 */
export function BudgetSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const editable = campaign.actions.includes('edit');
  const limits = limitsOf(useCampaignSettings().data);
  const initial = campaign.budgetRappen === null ? '' : formatChfAmount(campaign.budgetRappen);
  const form = useForm(
    { budgetRappen: initial },
    (v) => {
      if (!v.budgetRappen.trim()) return {};
      const rappen = parseChfToRappen(v.budgetRappen);
      if (rappen === null || rappen < 0) return { budgetRappen: 'campaigns.budget.invalid' };
      if (rappen < limits.minBudgetRappen) return { budgetRappen: issueError('error.campaign.budgetTooLow', limits) };
      return {};
    },
    { issueText: (_field, key) => issueError(key, limits) },
  );
  const { save, saving } = useSectionSave(campaign, form.applyServerIssues);
  const saved = savedIssueAt(campaign, 'budgetRappen');
  const savedError = saved && form.values.budgetRappen === initial ? issueError(saved.key, limits, saved.params) : null;
  const error =
    form.errorOf('budgetRappen') ??
    (savedError && typeof savedError === 'object' ? t(savedError.key, savedError.values) : null);
  const exceeded = campaign.budgetRappen !== null && campaign.maxPriceRappen > campaign.budgetRappen;
  const percent = feePercent(limits, campaign);

  return (
    <SectionPanel section="budget" title={t('campaigns.sections.budget')}>
      <Stack wrap align="flex-start">
        <form
          noValidate
          onSubmit={form.handleSubmit((v) => {
            const text = v.budgetRappen.trim();
            save({ budgetRappen: text ? parseChfToRappen(text) : null });
          })}
          style={{ flex: '1 1 240px', maxWidth: 320, display: 'flex', flexDirection: 'column', gap: 8 }}
        >
          <TextField
            id="campaign-budget"
            label={t('campaigns.budget.label')}
            // The unit in the theme's secondary text, also when disabled: antd greys a disabled affix to 1.8:1.
            prefix={<SecondaryText>CHF</SecondaryText>}
            inputMode="decimal"
            autoComplete="off"
            // Disabled like every other read-only field of the workspace (type, designs, timespan).
            disabled={!editable}
            help={t('campaigns.budget.help', { min: formatChf(limits.minBudgetRappen) })}
            {...form.bind('budgetRappen')}
            error={error}
          />
          {editable && (
            <Button htmlType="submit" loading={saving} style={{ alignSelf: 'flex-start' }} data-testid="save-budget">
              {t('campaigns.workspace.save')}
            </Button>
          )}
        </form>
        <div style={{ flex: '1 1 260px', minWidth: 0 }} data-testid="campaign-budget-facts">
          <Fields
            items={[
              {
                label: t('campaigns.budget.maxPrice'),
                value: (
                  <>
                    <span data-testid="campaign-max-price" style={{ whiteSpace: 'nowrap' }}>
                      {formatChf(campaign.maxPriceRappen)}
                    </span>
                    <SecondaryText block small>
                      {exceeded ? (
                        <span style={{ color: token.colorError }} data-testid="budget-exceeded">
                          {t('campaigns.budget.exceeded')}
                        </span>
                      ) : (
                        t('campaigns.budget.maxPriceHelp')
                      )}
                    </SecondaryText>
                  </>
                ),
              },
            ]}
          />
          <h3 style={{ margin: '16px 0 8px', fontSize: 16 }}>{t('campaigns.budget.fees')}</h3>
          <Fields
            items={[
              {
                label:
                  percent === null
                    ? t('campaigns.budget.feeNoPercent')
                    : t('campaigns.budget.fee', { percent: formatPercent(percent, currentLanguage()) }),
                value: formatChf(campaign.feeRappen),
                testId: 'campaign-fee',
              },
              {
                label: t('campaigns.budget.baseFee'),
                value: formatChf(campaign.baseFeeRappen),
                testId: 'campaign-base-fee',
              },
            ]}
          />
          <p style={{ margin: '8px 0 0', color: token.colorTextSecondary }}>{t('campaigns.budget.feesNote')}</p>
          <DepositFacts campaign={campaign} />
        </div>
      </Stack>
    </SectionPanel>
  );
}

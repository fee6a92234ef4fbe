import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { CampaignDetail } from '@cadeau/contracts';
import { todayInZurich } from '@cadeau/contracts/values';
import { DateField, Paragraph, Stack } from '@cadeau/ui/cockpit';
import { useForm, type FieldErrors } from '@cadeau/ui/form';
import { formatDate } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { useCampaignSettings } from '../api/campaigns';
import { addDays, dayAsDate, daysBetween } from '../domain/dates';
import { limitsOf } from '../domain/limits';
import { SectionPanel } from '../workspace/SectionPanel';
import { issueError, savedIssueAt } from '../workspace/issue-text';
import { useSectionSave } from '../workspace/use-section-save';

interface Values {
  startDate: string;
  endDate: string;
}

/**
 * What refuses a save of the dates, as svc-campaign refuses it (ADR 0016): a date in the past and an end before
 * the start. The lead time and the duration a half-finished draft may still miss: the server saves them and
 * reports them on the campaign (its `issues`, shown at the fields, and the release blockers).
 */
export function timespanErrors(v: Values, today: string): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  const past = (day: string) => {
    const d = daysBetween(today, day);
    return d === null ? 'campaigns.timespan.invalidDate' : d < 0 ? 'error.campaign.dateInPast' : undefined;
  };
  if (v.startDate) errors.startDate = past(v.startDate);
  if (v.endDate) errors.endDate = past(v.endDate);
  if (v.startDate && v.endDate && !errors.endDate && (daysBetween(v.startDate, v.endDate) ?? 0) < 0)
    errors.endDate = 'error.campaign.endBeforeStart';
  return errors;
}

/**
 * Start and end date with the range the settings allow shown beside them (lead time; end between start +
 * MinDurationDays and start + MaxDurationDays). The kit's date fields (24.12.2026 in German, whatever the
 * browser's locale; issue 23), whose calendar opens at the earliest allowed day; a day outside the range can still
 * be typed and saved, and is then explained at its field (ADR 0016). An empty date is saved as not set, so a
 * half-finished draft can be saved.
 */
export function TimespanSection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const editable = campaign.actions.includes('edit');
  const limits = limitsOf(useCampaignSettings().data);
  const today = todayInZurich();
  const form = useForm<Values>(
    { startDate: campaign.startDate ?? '', endDate: campaign.endDate ?? '' },
    (v) => timespanErrors(v, today),
    { issueText: (_field, key) => issueError(key, limits) },
  );
  const { save, saving } = useSectionSave(campaign, form.applyServerIssues);
  const { startDate } = form.values;
  const earliest = addDays(today, limits.leadTimeDays);
  const endFrom = startDate ? addDays(startDate, limits.minDurationDays) : '';
  const endTo = startDate ? addDays(startDate, limits.maxDurationDays) : '';
  const day = (d: string) => formatDate(dayAsDate(d), lang);

  const saved = (field: 'startDate' | 'endDate') => {
    const issue = savedIssueAt(campaign, field);
    return issue && form.values[field] === (campaign[field] ?? '') ? issueError(issue.key, limits, issue.params) : null;
  };
  const errorText = (field: 'startDate' | 'endDate') => {
    const own = form.errorOf(field);
    if (own) return own;
    const issue = saved(field);
    return issue ? (typeof issue === 'string' ? t(issue) : t(issue.key, issue.values)) : null;
  };

  return (
    <SectionPanel section="timespan" title={t('campaigns.sections.timespan')}>
      <Stack
        as="form"
        vertical
        gap="xs"
        noValidate
        onSubmit={form.handleSubmit((v) => save({ startDate: v.startDate || null, endDate: v.endDate || null }))}
      >
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 24px' }}>
          {/* The earliest start as ISO, as a native input's `min` held it (the help says it in words). */}
          <div style={{ width: 220, maxWidth: '100%' }} data-earliest-start={earliest}>
            <DateField
              id="campaign-start"
              label={t('campaigns.timespan.start')}
              openAt={earliest}
              disabled={!editable}
              help={t('campaigns.timespan.earliestStart', { date: day(earliest), days: limits.leadTimeDays })}
              {...form.bind('startDate')}
              error={errorText('startDate')}
            />
          </div>
          <div style={{ width: 220, maxWidth: '100%' }}>
            <DateField
              id="campaign-end"
              label={t('campaigns.timespan.end')}
              openAt={endFrom || earliest}
              disabled={!editable}
              help={
                startDate && endFrom
                  ? t('campaigns.timespan.endRange', {
                      from: day(endFrom),
                      to: day(endTo),
                      min: limits.minDurationDays,
                      max: limits.maxDurationDays,
                    })
                  : t('campaigns.timespan.endRangeNoStart', {
                      min: limits.minDurationDays,
                      max: limits.maxDurationDays,
                    })
              }
              {...form.bind('endDate')}
              error={errorText('endDate')}
            />
          </div>
        </div>
        <Paragraph data-testid="campaign-duration">
          {campaign.durationDays !== null && t('campaigns.timespan.duration', { count: campaign.durationDays })}
          {campaign.durationDays !== null && campaign.leadTimeDays !== null && ' · '}
          {campaign.leadTimeDays !== null && t('campaigns.timespan.leadTime', { count: campaign.leadTimeDays })}
        </Paragraph>
        {editable && (
          <Button htmlType="submit" loading={saving} style={{ alignSelf: 'flex-start' }} data-testid="save-timespan">
            {t('campaigns.workspace.save')}
          </Button>
        )}
      </Stack>
    </SectionPanel>
  );
}

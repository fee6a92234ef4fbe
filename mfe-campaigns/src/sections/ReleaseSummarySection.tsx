import { useId, useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CampaignDetail, ReleaseBlocker } from '@cadeau/contracts';
import { ConfirmDialog, OkCancelDialog, Panel, Stack, Paragraph } from '@cadeau/ui/cockpit';
import { formatChf } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useDeleteCampaign, useReleaseCampaign } from '../api/campaigns';
import { DepositPreviewFacts } from '../components/DepositFacts';
import { INVOICE_ADDRESS_PATH, goToSection, sectionAnchor } from '../domain/sections';

/** One blocker as a link to the section that fixes it (the invoice address lives on the organisation page). */
function BlockerLink({ blocker }: { blocker: ReleaseBlocker }) {
  const { t } = useTranslation();
  const text = t(blocker.key, blocker.params ?? {});
  if (blocker.section === 'invoiceAddress')
    return (
      <>
        {text} <Link to={INVOICE_ADDRESS_PATH}>{t('campaigns.summary.invoiceAddressLink')}</Link>
      </>
    );
  return (
    <a
      href={`#${sectionAnchor(blocker.section)}`}
      onClick={(e) => {
        e.preventDefault();
        goToSection(blocker.section);
      }}
    >
      {text}
      <span className="visually-hidden"> ({t(`campaigns.sections.${blocker.section}`)})</span>
    </a>
  );
}

/**
 * The progress summary at the top of the workspace: every release blocker of spec section 5 at once, each
 * linking to its section, the deposit invoice the release issues (issue 19; its lines in the budget section), and
 * the Release button (enabled once nothing blocks); Delete while the campaign is a draft, after a confirmation.
 * Releasing issues the deposit invoice, money the organisation owes: the button only opens a dialog that says so
 * with the deposit's lines (svc-campaign's `depositPreview`, the rule svc-billing invoices by), and only the
 * dialog's own button releases (issue 23).
 */
export function ReleaseSummarySection({ campaign }: { campaign: CampaignDetail }) {
  const { t } = useTranslation();
  const cancelId = `${useId()}-delete-cancel`;
  const navigate = useNavigate();
  const release = useReleaseCampaign();
  const remove = useDeleteCampaign();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmRelease, setConfirmRelease] = useState(false);
  const mayRelease = campaign.actions.includes('release');
  const mayDelete = campaign.actions.includes('delete');
  if (!mayRelease && !mayDelete) return null;
  const blockers = campaign.releaseBlockers;

  return (
    <Panel title={t('campaigns.summary.title')} testId="release-summary">
      {mayRelease && (
        <Stack vertical gap="xs">
          {blockers.length ? (
            <>
              <Paragraph id="release-blockers-title" data-testid="release-blockers-count">
                {t('campaigns.summary.missing', { count: blockers.length })}
              </Paragraph>
              <ul
                aria-labelledby="release-blockers-title"
                style={{ margin: 0, paddingInlineStart: 20 }}
                data-testid="release-blockers"
              >
                {blockers.map((b) => (
                  <li key={`${b.section}-${b.key}`} data-testid="release-blocker" data-section={b.section}>
                    <BlockerLink blocker={b} />
                  </li>
                ))}
              </ul>
            </>
          ) : (
            // In the text colour: antd's success green is too light for text (2.3:1 on white).
            <Paragraph data-testid="release-ready">{t('campaigns.summary.ready')}</Paragraph>
          )}
          {campaign.depositPreview && (
            <Paragraph data-testid="release-deposit">
              {t('campaigns.deposit.summary', { total: formatChf(campaign.depositPreview.totalRappen) })}{' '}
              <a
                href={`#${sectionAnchor('budget')}`}
                onClick={(e) => {
                  e.preventDefault();
                  goToSection('budget');
                }}
              >
                {t('campaigns.deposit.title')}
                <span className="visually-hidden"> ({t('campaigns.sections.budget')})</span>
              </a>
            </Paragraph>
          )}
          <Paragraph secondary id="release-help">
            {t('campaigns.summary.releaseHelp')}
          </Paragraph>
        </Stack>
      )}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', marginTop: 12 }}>
        {mayRelease && (
          <Button
            type="primary"
            data-testid="release"
            disabled={blockers.length > 0}
            aria-describedby="release-help"
            loading={release.isPending}
            onClick={() => setConfirmRelease(true)}
          >
            {t('campaigns.summary.release')}
          </Button>
        )}
        {mayDelete && (
          <Button danger data-testid="delete-campaign" onClick={() => setConfirmDelete(true)}>
            {t('campaigns.summary.delete')}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirmRelease}
        title={t('campaigns.summary.releaseTitle', { name: campaign.name })}
        okText={t('campaigns.summary.releaseConfirm')}
        busy={release.isPending}
        testId="confirm-release"
        onCancel={() => setConfirmRelease(false)}
        onConfirm={() =>
          release.mutate(campaign.id, {
            onSuccess: () => {
              setConfirmRelease(false);
              showSuccess(t('campaigns.summary.released'));
            },
            onError: showError,
          })
        }
      >
        <Paragraph keepMargin="bottom">{t('campaigns.summary.releaseText')}</Paragraph>
        {campaign.depositPreview ? (
          <>
            <p>{t('campaigns.summary.releaseDeposit')}</p>
            <DepositPreviewFacts preview={campaign.depositPreview} />
          </>
        ) : (
          <p>{t('campaigns.summary.releaseDepositUnknown')}</p>
        )}
      </ConfirmDialog>
      <OkCancelDialog
        open={confirmDelete}
        title={t('campaigns.summary.deleteTitle', { name: campaign.name })}
        okText={t('campaigns.summary.confirm')}
        okTestId="confirm-delete"
        cancelText={t('campaigns.summary.cancel')}
        busy={remove.isPending}
        danger
        cancelId={cancelId}
        focusId={cancelId}
        onOk={() =>
          remove.mutate(campaign.id, {
            onSuccess: () => {
              setConfirmDelete(false);
              showSuccess(t('campaigns.summary.deleted'));
              void navigate('/cockpit/campaigns');
            },
            onError: showError,
          })
        }
        onCancel={() => setConfirmDelete(false)}
      >
        <p>{t('campaigns.summary.deleteText')}</p>
      </OkCancelDialog>
    </Panel>
  );
}

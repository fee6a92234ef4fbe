import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Organization } from '@cadeau/contracts';
import { orgFeatures } from '@cadeau/contracts/values';
import { useOrganizationDetail, useSetOrganizationFeatures, useSetOrganizationStatus } from '../api/administration';
import { currentLanguage } from '@cadeau/ui/i18n';
import { formatCountry, formatDate, formatDateTime, formatLegalForm, personName } from '@cadeau/ui/format';
import { showError, showSuccess } from '@cadeau/ui/toast';
import {
  CheckboxGroup,
  Fields,
  LoadError,
  PageSkeleton,
  PageTitle,
  Panel,
  ReasonDialog,
  Stack,
  Paragraph,
} from '@cadeau/ui/cockpit';
import { NameTags, OrganizationStatusTag } from '../components/tags';

type Status = Organization['status'];
const actions: { status: Status; label: string; danger?: boolean }[] = [
  { status: 'approved', label: 'admin.organizations.approve' },
  { status: 'rejected', label: 'admin.organizations.reject', danger: true },
  { status: 'blocked', label: 'admin.organizations.block', danger: true },
];

function Features({ org }: { org: Organization }) {
  const { t } = useTranslation();
  const save = useSetOrganizationFeatures();
  // A draft over the saved features: null = unchanged, so a saved change shows the server's answer.
  const [draft, setDraft] = useState<Organization['features'] | null>(null);
  const features = draft ?? org.features;
  const changed = [...features].sort().join() !== [...org.features].sort().join();
  return (
    <Panel title={t('admin.organizations.features')}>
      <CheckboxGroup<Organization['features'][number]>
        legend={t('admin.organizations.features')}
        value={features}
        onChange={setDraft}
        options={orgFeatures.map((f) => ({ value: f, label: t(`admin.features.${f}`) }))}
        testId="organization-features"
      />
      <div style={{ marginTop: 12 }}>
        <Button
          disabled={!changed}
          loading={save.isPending}
          data-testid="save-features"
          onClick={() =>
            save.mutate(
              { organizationId: org.id, features },
              {
                onSuccess: () => {
                  setDraft(null);
                  showSuccess(t('admin.organizations.featuresSaved'));
                },
                onError: showError,
              },
            )
          }
        >
          {t('admin.organizations.saveFeatures')}
        </Button>
      </div>
    </Panel>
  );
}

/** /cockpit/organizations/:organizationId: an organisation's data, members, status (with a required reason) and features. */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const { organizationId = '' } = useParams();
  const { data: org, isPending, error, refetch } = useOrganizationDetail(organizationId);
  const setStatus = useSetOrganizationStatus();
  const [target, setTarget] = useState<Status | null>(null);
  const lang = currentLanguage();
  if (isPending) return <PageSkeleton />;
  if (!org) return <LoadError error={error} onRetry={() => void refetch()} back="/cockpit/organizations" />;
  const a = org.address;
  const address = [
    [a.street, a.houseNumber].filter(Boolean).join(' '),
    [a.zip, a.city].filter(Boolean).join(' '),
    a.canton,
    formatCountry(a.country, lang),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack vertical maxWidth={1100} testId="organization-page">
      <Link to="/cockpit/organizations">← {t('admin.list.back')}</Link>
      <PageTitle title={org.name} />
      <Panel>
        <Fields
          items={[
            {
              label: t('admin.organizations.status'),
              value: <OrganizationStatusTag status={org.status} />,
              testId: 'organization-status',
            },
            {
              label: t('admin.organizations.statusReason'),
              value: org.statusReason ?? '—',
              testId: 'organization-status-reason',
            },
            { label: t('admin.organizations.companyName'), value: org.companyName ?? '—' },
            { label: t('admin.organizations.uid'), value: org.uid ?? '—' },
            { label: t('admin.organizations.legalForm'), value: formatLegalForm(org.legalForm, lang) || '—' },
            { label: t('admin.organizations.vatNumber'), value: org.vatNumber ?? '—' },
            { label: t('admin.organizations.address'), value: address || '—' },
            { label: t('admin.organizations.iban'), value: org.iban ?? '—' },
            { label: t('admin.organizations.createdAt'), value: formatDate(org.createdAt, lang) },
          ]}
        />
      </Panel>
      <Panel title={t('admin.organizations.changeStatus')}>
        <Stack gap="sm" wrap>
          {actions.map((action) => (
            <Button
              key={action.status}
              danger={action.danger}
              type={action.status === 'approved' ? 'primary' : 'default'}
              disabled={org.status === action.status}
              data-testid={`status-${action.status}`}
              onClick={() => setTarget(action.status)}
            >
              {t(action.label)}
            </Button>
          ))}
        </Stack>
        {org.statusChangedAt && <Paragraph keepMargin="top">{formatDateTime(org.statusChangedAt, lang)}</Paragraph>}
      </Panel>
      <Features org={org} />
      <Panel title={t('admin.organizations.members')}>
        {org.members.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="organization-members">
            {org.members.map((m) => (
              <li key={m.userId}>
                <Link to={`/cockpit/users/${m.userId}`}>{personName(m)}</Link> ({m.email}){' '}
                <NameTags names={m.roles} group="roles" />
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('admin.organizations.noMembers')}</p>
        )}
      </Panel>
      <ReasonDialog
        open={!!target}
        title={target ? t('admin.organizations.statusDialogTitle', { status: t(`admin.status.${target}`) }) : ''}
        okText={target ? t(actions.find((x) => x.status === target)!.label) : ''}
        help={t('admin.organizations.reasonHelp')}
        busy={setStatus.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={(reason) =>
          setStatus.mutate(
            { organizationId: org.id, status: target!, reason },
            {
              onSuccess: (updated) => {
                setTarget(null);
                showSuccess(t('admin.organizations.statusChanged', { status: t(`admin.status.${updated.status}`) }));
              },
              onError: showError,
            },
          )
        }
      />
    </Stack>
  );
}

import Button from 'antd/es/button';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import type { Organization } from '@cadeau/contracts';
import { useMyOrganization, useMyUser } from '@cadeau/ui/api';
import {
  useInvoiceAddress,
  useUpdateInvoiceAddress,
  useUpdateMyOrganization,
  type InvoiceAddress,
} from '../../api/organization';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useForm, type FieldErrors } from '@cadeau/ui/form';
import {
  CountryField,
  Fields,
  PageSkeleton,
  Panel,
  PendingOrganizationNotice,
  TextField,
  Stack,
  Paragraph,
} from '@cadeau/ui/cockpit';
import { formatLegalForm } from '@cadeau/ui/format';
import { currentLanguage } from '@cadeau/ui/i18n';
import { isOrgAdmin } from '../../components/org-role';
import { isEmail, isIban } from '../../components/validation';

const grid = { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 16 } as const;
const statusColors: Record<string, string> = {
  approved: 'green',
  pending: 'gold',
  rejected: 'red',
  blocked: 'volcano',
};

type OrgForm = {
  name: string;
  companyName: string;
  vatNumber: string;
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  country: string;
  iban: string;
};

function formOf(org: Organization): OrgForm {
  const a = org.address;
  return {
    name: org.name,
    companyName: org.companyName ?? '',
    vatNumber: org.vatNumber ?? '',
    street: a.street ?? '',
    houseNumber: a.houseNumber ?? '',
    zip: a.zip ?? '',
    city: a.city ?? '',
    country: a.country ?? 'ch',
    iban: org.iban ?? '',
  };
}

/** The register's field names (`readOnlyFields`) for each input; address fields are named `address.<part>` or `address`. */
function isSynced(org: Organization, field: keyof OrgForm): boolean {
  const ro = org.readOnlyFields;
  const address = ['street', 'houseNumber', 'zip', 'city', 'country'].includes(field);
  return ro.includes(field) || (address && (ro.includes('address') || ro.includes(`address.${field}`)));
}

function OrganizationData({ org, admin }: { org: Organization; admin: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateMyOrganization();
  const form = useForm<OrgForm>(formOf(org), (v) => ({
    iban: v.iban.trim() && !isIban(v.iban) ? 'orgs.overview.ibanInvalid' : undefined,
  }));
  const input = (field: keyof OrgForm) => {
    const synced = isSynced(org, field);
    const label = `${t(`orgs.overview.${field}`)}${synced ? ` (${t('orgs.overview.synced')})` : ''}`;
    // The country by name ("Schweiz"), not the code the API stores.
    if (field === 'country')
      return <CountryField id="org-country" label={label} disabled={synced || !admin} {...form.bind(field)} />;
    return (
      <TextField
        id={`org-${field}`}
        label={label}
        readOnly={synced || !admin}
        disabled={synced || !admin}
        {...form.bind(field)}
      />
    );
  };
  const submit = form.handleSubmit((values) => {
    // Register-synced values are left out: the server refuses them when they differ.
    const body: Record<string, unknown> = { name: values.name.trim(), iban: values.iban.trim() || null };
    if (!isSynced(org, 'companyName') && values.companyName.trim()) body.companyName = values.companyName.trim();
    if (!isSynced(org, 'vatNumber')) body.vatNumber = values.vatNumber.trim() || null;
    if (!isSynced(org, 'street'))
      body.address = {
        street: values.street.trim(),
        houseNumber: values.houseNumber.trim(),
        zip: values.zip.trim(),
        city: values.city.trim(),
        country: values.country.trim() || 'ch',
      };
    save.mutate(body, {
      onSuccess: () => showSuccess(t('orgs.common.saved')),
      onError: (err) => form.applyServerIssues(err) || showError(err),
    });
  });
  return (
    <Panel title={t('orgs.overview.data')} testId="organization-data">
      <Fields
        items={[
          {
            label: t('orgs.overview.status'),
            value: <Tag color={statusColors[org.status]}>{t(`orgs.overview.statusNames.${org.status}`)}</Tag>,
            testId: 'organization-status',
          },
          {
            label: t('orgs.overview.features'),
            value: org.features.length
              ? org.features.map((f) => <Tag key={f}>{t(`orgs.overview.featureNames.${f}`)}</Tag>)
              : '—',
          },
          { label: t('orgs.overview.uid'), value: org.uid ?? '—' },
          { label: t('orgs.overview.legalForm'), value: formatLegalForm(org.legalForm, currentLanguage()) || '—' },
        ]}
      />
      <p style={{ fontSize: 12 }}>
        {admin
          ? org.readOnlyFields.length
            ? t('orgs.overview.registerNote')
            : null
          : t('orgs.overview.readOnlyForMembers')}
      </p>
      <Stack as="form" vertical gap="md" noValidate onSubmit={submit}>
        <div style={grid}>
          {input('name')}
          {input('companyName')}
          {input('vatNumber')}
          {input('iban')}
        </div>
        <div style={grid}>
          {input('street')}
          {input('houseNumber')}
          {input('zip')}
          {input('city')}
          {input('country')}
        </div>
        {admin && (
          <div>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-organization">
              {t('orgs.common.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Panel>
  );
}

type InvoiceForm = Omit<InvoiceAddress, 'complete' | 'email' | 'iban'> & { email: string; iban: string };

function InvoiceAddressForm({ address, admin }: { address: InvoiceAddress; admin: boolean }) {
  const { t } = useTranslation();
  const save = useUpdateInvoiceAddress();
  const fields: { key: keyof InvoiceForm; label: string; required?: boolean }[] = [
    { key: 'name', label: 'orgs.overview.invoiceName', required: true },
    { key: 'street', label: 'orgs.overview.street', required: true },
    { key: 'houseNumber', label: 'orgs.overview.houseNumber' },
    { key: 'zip', label: 'orgs.overview.zip', required: true },
    { key: 'city', label: 'orgs.overview.city', required: true },
    { key: 'country', label: 'orgs.overview.country', required: true },
    { key: 'email', label: 'orgs.overview.invoiceEmail' },
    { key: 'iban', label: 'orgs.overview.iban' },
  ];
  const form = useForm<InvoiceForm>({ ...address, email: address.email ?? '', iban: address.iban ?? '' }, (v) => {
    const found: FieldErrors<InvoiceForm> = {};
    for (const f of fields) if (f.required && !v[f.key].trim()) found[f.key] = 'orgs.common.required';
    if (v.email.trim() && !isEmail(v.email)) found.email = 'orgs.overview.emailInvalid';
    if (v.iban.trim() && !isIban(v.iban)) found.iban = 'orgs.overview.ibanInvalid';
    return found;
  });
  const submit = form.handleSubmit((v) =>
    save.mutate(
      { ...v, email: v.email.trim() || null, iban: v.iban.trim() || null },
      {
        onSuccess: () => showSuccess(t('orgs.common.saved')),
        onError: (err) => form.applyServerIssues(err) || showError(err),
      },
    ),
  );
  return (
    <Panel title={t('orgs.overview.invoiceAddress')} testId="invoice-address">
      <Paragraph keepMargin="bottom" data-testid="invoice-complete">
        {address.complete ? t('orgs.overview.invoiceComplete') : t('orgs.overview.invoiceIncomplete')}
      </Paragraph>
      <Stack as="form" vertical gap="md" noValidate onSubmit={submit}>
        <div style={grid}>
          {fields.map((f) => {
            const id = `invoice-${f.key}`;
            if (f.key === 'country')
              return <CountryField key={f.key} id={id} label={t(f.label)} disabled={!admin} {...form.bind(f.key)} />;
            return (
              <TextField
                key={f.key}
                id={id}
                label={t(f.label)}
                disabled={!admin}
                aria-required={f.required || undefined}
                {...form.bind(f.key)}
              />
            );
          })}
        </div>
        {admin && (
          <div>
            <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="save-invoice-address">
              {t('orgs.common.save')}
            </Button>
          </div>
        )}
      </Stack>
    </Panel>
  );
}

/**
 * /cockpit/my-organization: the organisation's data (register values read-only) and its invoice address;
 * while the organisation is pending, its members first read what happens next.
 */
export default function OverviewTab() {
  const { data: user } = useMyUser();
  const admin = isOrgAdmin(user);
  const org = useMyOrganization();
  const invoice = useInvoiceAddress();
  if (org.isPending || invoice.isPending) return <PageSkeleton heading={false} />;
  // Members only: a platform administrator looking at someone else's organisation is the reviewer.
  const membership = user?.organizations.find((o) => o.id === org.data?.id);
  return (
    <Stack vertical>
      {org.data?.status === 'pending' && membership && (
        <PendingOrganizationNotice name={org.data.name} admin={membership.roles.includes('admin')} />
      )}
      {org.data && <OrganizationData key={org.data.id} org={org.data} admin={admin} />}
      {invoice.data && <InvoiceAddressForm address={invoice.data} admin={admin} />}
    </Stack>
  );
}

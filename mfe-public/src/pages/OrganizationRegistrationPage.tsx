import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '@cadeau/ui/light';
import type { CompanyRecord } from '@cadeau/contracts';
import { useRegisterOrganization } from '../api/accounts';
import { currentLanguage } from '@cadeau/ui/i18n';
import { showError } from '@cadeau/ui/toast';
import { OutcomeToLogin, Page } from '../components/Page';
import { errorKeyOf } from '../components/token';
import { useForm } from '@cadeau/ui/form';
import { NewPasswordFields } from '../components/NewPasswordFields';
import { CompanySearch } from './org-registration/CompanySearch';
import { FeatureChoice } from './org-registration/FeatureChoice';
import { emptyValues, fieldOfError, toBody, validate, type Feature } from './org-registration/form';

/**
 * /register-organization: an organisation (giver or seller) and its first administrator. The company is found
 * in the Swiss UID register (its values are then read-only: the server takes them from the register) or typed
 * by hand. The administrator confirms the address by mail; a platform administrator approves the organisation.
 */
export default function OrganizationRegistrationPage() {
  const { t } = useTranslation();
  const registerOrg = useRegisterOrganization();
  const [feature, setFeature] = useState<Feature>('giver');
  const [picked, setPicked] = useState<CompanyRecord | null>(null);
  const [manual, setManual] = useState(false);
  const [doneFor, setDoneFor] = useState<string | null>(null);
  const form = useForm(emptyValues, (v) => validate(v, picked));

  const pick = (company: CompanyRecord) => {
    setPicked(company);
    setManual(false);
    form.setValues((v) => ({ ...v, name: v.name.trim() ? v.name : company.name }));
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || registerOrg.isPending) return;
    try {
      const result = await registerOrg.mutateAsync(toBody(form.values, feature, picked, currentLanguage()));
      setDoneFor(result.email);
    } catch (err) {
      showError(err);
      const field = fieldOfError[errorKeyOf(err) ?? ''];
      if (field) form.setServerError(field, errorKeyOf(err)!);
    }
  };

  if (doneFor) {
    return (
      <Page testId="org-registration" title={t('public.orgRegistration.title')}>
        <OutcomeToLogin testId="org-registration-done">
          {t('public.orgRegistration.done', { email: doneFor })}
        </OutcomeToLogin>
      </Page>
    );
  }

  const address = picked?.address;
  return (
    <Page
      testId="org-registration"
      title={t('public.orgRegistration.title')}
      lead={t('public.orgRegistration.lead')}
      wide
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} name="org-registration" aria-busy={registerOrg.isPending}>
        <FeatureChoice value={feature} onChange={setFeature} />

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('public.orgRegistration.companySection')}</legend>
          {picked ? (
            <div data-testid="company-picked">
              <p>{t('public.orgRegistration.selected')}</p>
              <TextField
                label={t('public.orgRegistration.companyName')}
                name="companyName"
                value={picked.legalName ?? picked.name}
                readOnly
              />
              <TextField label={t('public.orgRegistration.uid')} name="uid" value={picked.uid} readOnly />
              {picked.vatNumber ? (
                <TextField
                  label={t('public.orgRegistration.vatNumber')}
                  name="vatNumber"
                  value={picked.vatNumber}
                  readOnly
                />
              ) : null}
              <div style={rowStyle}>
                <TextField
                  label={t('public.orgRegistration.street')}
                  name="street"
                  value={address?.street ?? ''}
                  readOnly
                />
                <TextField
                  label={t('public.orgRegistration.houseNumber')}
                  name="houseNumber"
                  value={address?.houseNumber ?? ''}
                  readOnly
                />
              </div>
              <div style={rowStyle}>
                <TextField label={t('public.orgRegistration.zip')} name="zip" value={address?.zip ?? ''} readOnly />
                <TextField label={t('public.orgRegistration.city')} name="city" value={address?.city ?? ''} readOnly />
              </div>
              <button type="button" className="btn" onClick={() => setPicked(null)} style={{ marginBottom: 20 }}>
                {t('public.orgRegistration.clearSelection')}
              </button>
            </div>
          ) : (
            <>
              <CompanySearch onPick={pick} />
              {manual ? (
                <div data-testid="company-manual">
                  <TextField
                    label={t('public.orgRegistration.companyName')}
                    autoComplete="organization"
                    {...form.bind('companyName')}
                  />
                  <TextField label={t('public.orgRegistration.vatNumber')} {...form.bind('vatNumber')} />
                  <div style={rowStyle}>
                    <TextField
                      label={t('public.orgRegistration.street')}
                      autoComplete="address-line1"
                      {...form.bind('street')}
                    />
                    <TextField label={t('public.orgRegistration.houseNumber')} {...form.bind('houseNumber')} />
                  </div>
                  <div style={rowStyle}>
                    <TextField
                      label={t('public.orgRegistration.zip')}
                      autoComplete="postal-code"
                      inputMode="numeric"
                      {...form.bind('zip')}
                    />
                    <TextField
                      label={t('public.orgRegistration.city')}
                      autoComplete="address-level2"
                      {...form.bind('city')}
                    />
                  </div>
                </div>
              ) : (
                <button type="button" className="btn" onClick={() => setManual(true)} style={{ marginBottom: 20 }}>
                  {t('public.orgRegistration.manual')}
                </button>
              )}
            </>
          )}
          <TextField
            label={t('public.orgRegistration.organizationName')}
            hint={t('public.orgRegistration.organizationNameHint')}
            {...form.bind('name')}
          />
        </fieldset>

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('public.orgRegistration.adminSection')}</legend>
          <p style={{ marginTop: 0 }}>{t('public.orgRegistration.adminLead')}</p>
          <div style={rowStyle}>
            <TextField label={t('public.form.firstName')} autoComplete="given-name" {...form.bind('firstName')} />
            <TextField label={t('public.form.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
          </div>
          <TextField label={t('public.form.email')} type="email" autoComplete="email" {...form.bind('email')} />
          <NewPasswordFields form={form} />
        </fieldset>

        <button type="submit" className="btn btn-primary btn-block" disabled={registerOrg.isPending}>
          {t('public.orgRegistration.submit')}
        </button>
      </form>
    </Page>
  );
}

const fieldsetStyle = { border: 0, padding: 0, margin: '0 0 8px' } as const;
const legendStyle = { fontSize: 18, fontWeight: 600, padding: 0, marginBottom: 12 } as const;
const rowStyle = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  columnGap: 12,
} as const;

import { useState } from 'react';
import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { MyUser } from '@cadeau/contracts';
import { useUpdateUser } from '@cadeau/ui/api';
import { setLanguage, supportedLanguages, type Language } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';
import { SelectField, TextField } from '../controls';

/** First and last name and language of the logged-in user (PUT /user); the page follows a new language at once. */
export function EditProfileForm({ user }: { user: MyUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const [form, setForm] = useState({ firstName: user.firstName, lastName: user.lastName, language: user.language as Language });
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const submit = () => {
    const found = {
      firstName: form.firstName.trim() ? undefined : t('orgs.common.required'),
      lastName: form.lastName.trim() ? undefined : t('orgs.common.required'),
    };
    setErrors(found);
    if (found.firstName || found.lastName) return;
    update.mutate(
      { firstName: form.firstName.trim(), lastName: form.lastName.trim(), language: form.language },
      {
        onSuccess: (saved) => {
          void setLanguage(saved.language);
          showSuccess(t('orgs.profile.saved'));
        },
        onError: showError,
      },
    );
  };
  const text = (key: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      id={`profile-${key}`}
      label={t(`orgs.profile.${key}`)}
      error={errors[key]}
      autoComplete={autoComplete}
      maxLength={100}
      value={form[key]}
      aria-required
      onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))}
    />
  );
  return (
    <Panel title={t('orgs.profile.edit')} testId="profile-edit">
      <GridForm onSubmit={submit}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        {/* Native: two options do not need antd's Select (~25 KB gzip) on the profile page. */}
        <SelectField id="profile-language-select" label={t('orgs.profile.language')} value={form.language} onChange={(e) => setForm((f) => ({ ...f, language: e.target.value as Language }))}>
          {supportedLanguages.map((l) => (
            <option key={l} value={l}>
              {t(`common.languages.${l}`)}
            </option>
          ))}
        </SelectField>
        <GridFormActions>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-profile">
            {t('orgs.common.save')}
          </Button>
        </GridFormActions>
      </GridForm>
    </Panel>
  );
}

import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import type { MyUser } from '@cadeau/contracts';
import { useUpdateUser } from '@cadeau/ui/api';
import { useForm } from '@cadeau/ui/form';
import { setLanguage, supportedLanguages, type Language } from '@cadeau/ui/i18n';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { Panel, SelectField, TextField } from '@cadeau/ui/cockpit';
import { GridForm, GridFormActions } from '../GridForm';

interface Values {
  firstName: string;
  lastName: string;
  language: Language;
}

const validate = (v: Values) => ({
  firstName: v.firstName.trim() ? undefined : 'orgs.common.required',
  lastName: v.lastName.trim() ? undefined : 'orgs.common.required',
});

/** First and last name and language of the logged-in user (PUT /user); the page follows a new language at once. */
export function EditProfileForm({ user }: { user: MyUser }) {
  const { t } = useTranslation();
  const update = useUpdateUser();
  const form = useForm<Values>(
    { firstName: user.firstName, lastName: user.lastName, language: user.language as Language },
    validate,
  );
  const submit = form.handleSubmit((v) =>
    update.mutate(
      { firstName: v.firstName.trim(), lastName: v.lastName.trim(), language: v.language },
      {
        onSuccess: (saved) => {
          void setLanguage(saved.language);
          showSuccess(t('orgs.profile.saved'));
        },
        onError: (err) => form.applyServerIssues(err) || showError(err),
      },
    ),
  );
  const text = (key: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      id={`profile-${key}`}
      label={t(`orgs.profile.${key}`)}
      autoComplete={autoComplete}
      maxLength={100}
      aria-required
      {...form.bind(key)}
    />
  );
  return (
    <Panel title={t('orgs.profile.edit')} testId="profile-edit">
      <GridForm onSubmit={submit}>
        {text('firstName', 'given-name')}
        {text('lastName', 'family-name')}
        <SelectField<Language>
          id="profile-language-select"
          label={t('orgs.profile.language')}
          options={supportedLanguages.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
          {...form.bind('language')}
        />
        <GridFormActions>
          <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="save-profile">
            {t('orgs.common.save')}
          </Button>
        </GridFormActions>
      </GridForm>
    </Panel>
  );
}

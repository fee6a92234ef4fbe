import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OkCancelDialog, TextAreaField, TextField, Stack } from '@cadeau/ui/cockpit';
import { isEmail, useForm } from '@cadeau/ui/form';
import { loadedPhoneRule, loadPhoneRule, PHONE_INPUT_MAX_LENGTH, usePhoneRule } from '@cadeau/ui/hooks';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useSaveRecipient, type Recipient, type RecipientFields } from '../api/recipients';

interface Values {
  email: string;
  phone: string;
  salutation: string;
  greeting: string;
}

/**
 * The stored values; the phone grouped as people read it (`+41 79 123 45 67`) once the rule has loaded (the list
 * loads it), as stored until then.
 */
const valuesOf = (r?: Recipient | null): Values => ({
  email: r?.email ?? '',
  phone: loadedPhoneRule()?.formatPhone(r?.phone) ?? r?.phone ?? '',
  salutation: r?.salutation ?? '',
  greeting: r?.greeting ?? '',
});

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * Adds one recipient or edits one (`recipient` given): e-mail (required, checked here as the server does),
 * phone, and the recipient's own salutation and greeting that override the campaign's greeting design. The
 * server's issues show at their fields. The phone follows the platform's one rule (`@cadeau/contracts/phone`,
 * issue 23, loaded in a chunk of its own): a Swiss number as people write it or a foreign one with its country
 * code; leaving the field shows it grouped (`0041791234567` → `+41 79 123 45 67`), and it is sent in E.164.
 */
export function RecipientDialog({
  campaignId,
  recipient,
  open,
  onClose,
}: {
  campaignId: string;
  /** The recipient to edit; null to add one. */
  recipient: Recipient | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveRecipient(campaignId);
  const phones = usePhoneRule();
  const form = useForm<Values>(valuesOf(recipient), (v) => ({
    email: !v.email.trim()
      ? 'campaigns.recipients.form.emailRequired'
      : isEmail(v.email.trim())
        ? undefined
        : 'campaigns.recipients.form.emailInvalid',
    phone: !phones || phones.parsePhone(v.phone).ok ? undefined : 'error.phone.invalid',
  }));
  const send = (v: Values, phone: string | null) => {
    const fields: RecipientFields = {
      email: v.email.trim(),
      phone,
      salutation: orNull(v.salutation),
      greeting: orNull(v.greeting),
    };
    save.mutate(
      { id: recipient?.id, fields },
      {
        onSuccess: () => {
          showSuccess(t(recipient ? 'campaigns.recipients.form.updated' : 'campaigns.recipients.form.added'));
          onClose();
        },
        onError: (err) => {
          if (!form.applyServerIssues(err)) showError(err);
        },
      },
    );
  };
  // The phone in E.164 by the rule (a submit before the rule has arrived waits for it); if its chunk cannot load,
  // the number goes as typed and the server, which runs the same rule, answers at the field.
  const submit = form.handleSubmit((v) => {
    loadPhoneRule().then(
      (rule) => {
        const phone = rule.parsePhone(v.phone);
        if (phone.ok) send(v, phone.value);
        else form.setServerError('phone', phone.key);
      },
      () => send(v, orNull(v.phone)),
    );
  });
  return (
    <OkCancelDialog
      open={open}
      title={t(recipient ? 'campaigns.recipients.form.editTitle' : 'campaigns.recipients.form.addTitle')}
      okText={t('campaigns.recipients.form.save')}
      okTestId="recipient-save"
      busy={save.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Stack as="form" vertical gap="xxs" onSubmit={submit} noValidate testId="recipient-form">
        <TextField
          id={`${id}-email`}
          label={t('campaigns.recipients.fields.email')}
          type="email"
          autoComplete="off"
          aria-required
          maxLength={320}
          {...form.bind('email')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('campaigns.recipients.fields.phone')}
          type="tel"
          help={t('campaigns.recipients.form.phoneHelp')}
          maxLength={PHONE_INPUT_MAX_LENGTH}
          autoComplete="off"
          {...form.bind('phone')}
          onBlur={() => {
            const shown = phones?.normalisePhoneInput(form.values.phone) ?? form.values.phone;
            if (shown !== form.values.phone) form.setValue('phone', shown);
          }}
        />
        <TextField
          id={`${id}-salutation`}
          label={t('campaigns.recipients.fields.salutation')}
          help={t('campaigns.recipients.form.salutationHelp')}
          maxLength={200}
          {...form.bind('salutation')}
        />
        <TextAreaField
          id={`${id}-greeting`}
          label={t('campaigns.recipients.fields.greeting')}
          help={t('campaigns.recipients.form.greetingHelp')}
          rows={3}
          maxLength={2000}
          {...form.bind('greeting')}
        />
        {/* Enter in a field sends the form, as in every other form of the cockpit. */}
        <button type="submit" hidden />
      </Stack>
    </OkCancelDialog>
  );
}

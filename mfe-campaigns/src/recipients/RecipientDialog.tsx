import { useId } from 'react';
import Modal from 'antd/es/modal';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@cadeau/ui/cockpit';
import { isEmail, useForm } from '@cadeau/ui/form';
import { showError, showSuccess } from '@cadeau/ui/toast';
import { useSaveRecipient, type Recipient, type RecipientFields } from '../api/recipients';

interface Values {
  email: string;
  phone: string;
  salutation: string;
  greeting: string;
}

const valuesOf = (r?: Recipient | null): Values => ({
  email: r?.email ?? '',
  phone: r?.phone ?? '',
  salutation: r?.salutation ?? '',
  greeting: r?.greeting ?? '',
});

/**
 * The phone rule of contracts `phoneSchema`, for an answer before sending: separators dropped, a leading 00 read
 * as +, then E.164 (a country code; a local 079 … is refused, the platform does not guess the country).
 */
export const isE164 = (phone: string) =>
  /^\+[1-9]\d{1,14}$/.test(
    phone
      .trim()
      .replace(/[\s\-./()]/g, '')
      .replace(/^00/, '+'),
  );

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/**
 * Adds one recipient or edits one (`recipient` given): e-mail (required, checked here as the server does),
 * phone, and the recipient's own salutation and greeting that override the campaign's greeting design. The
 * server's issues show at their fields.
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
  const form = useForm<Values>(valuesOf(recipient), (v) => ({
    email: !v.email.trim()
      ? 'campaigns.recipients.form.emailRequired'
      : isEmail(v.email.trim())
        ? undefined
        : 'campaigns.recipients.form.emailInvalid',
    phone: v.phone.trim() && !isE164(v.phone) ? 'campaigns.recipients.form.phoneInvalid' : undefined,
  }));
  const submit = form.handleSubmit((v) => {
    const fields: RecipientFields = {
      email: v.email.trim(),
      phone: orNull(v.phone),
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
  });
  return (
    <Modal
      open={open}
      title={t(recipient ? 'campaigns.recipients.form.editTitle' : 'campaigns.recipients.form.addTitle')}
      okText={t('campaigns.recipients.form.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'recipient-save' }}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <form
        onSubmit={submit}
        noValidate
        data-testid="recipient-form"
        style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
      >
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
          maxLength={30}
          {...form.bind('phone')}
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
      </form>
    </Modal>
  );
}

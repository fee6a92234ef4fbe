import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@cadeau/ui/light';
import { useSendContactForm } from '../api/contact';
import { dismissErrors, showError } from '@cadeau/ui/toast';
import { Actions, Outcome, Page } from '../components/Page';
import { useForm } from '@cadeau/ui/form';
import { normalisePhoneInput, parsePhone, PHONE_MAX_LENGTH } from '@cadeau/contracts/phone';
import { optionalEmail, required } from '../components/validation';

/**
 * /contact: anyone may write; a phone number or an e-mail address is required to answer (spec section 5). The
 * phone by the platform's one rule (`@cadeau/contracts/phone`, issue 23, in this page's chunk only): a Swiss number
 * as people write it or a foreign one with its country code, shown grouped once the field is left, sent in E.164.
 */
export default function ContactPage() {
  const { t } = useTranslation();
  const send = useSendContactForm();
  const [sent, setSent] = useState(false);
  const form = useForm({ name: '', email: '', phone: '', message: '' }, (v) => {
    const noWayBack = !v.email.trim() && !v.phone.trim() ? 'public.contact.contactMissing' : undefined;
    return {
      name: required(v.name),
      email: optionalEmail(v.email) ?? noWayBack,
      phone: (parsePhone(v.phone).ok ? undefined : 'error.phone.invalid') ?? noWayBack,
      message: required(v.message),
    };
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || send.isPending) return;
    const v = form.values;
    const phone = parsePhone(v.phone);
    try {
      await send.mutateAsync({
        name: v.name.trim(),
        email: v.email.trim() || undefined,
        phone: (phone.ok && phone.value) || undefined,
        message: v.message.trim(),
      });
      dismissErrors();
      setSent(true);
      form.reset();
    } catch (err) {
      // The server's checks appear at their fields, all at once (issue 9); anything else as a toast.
      if (!form.applyServerIssues(err)) showError(err);
    }
  };

  return (
    <Page testId="contact" title={t('public.contact.title')} lead={sent ? undefined : t('public.contact.lead')} wide>
      {sent ? (
        <>
          <Outcome testId="contact-sent">{t('public.contact.sent')}</Outcome>
          <Actions>
            <button type="button" className="btn" onClick={() => setSent(false)}>
              {t('public.contact.another')}
            </button>
          </Actions>
        </>
      ) : (
        <form noValidate onSubmit={(e) => void onSubmit(e)} name="contact" aria-busy={send.isPending}>
          {/* The contract's limits (messaging.ts contactBody): a longer text cannot be typed in the first place. */}
          <TextField
            label={t('public.contact.name')}
            autoComplete="name"
            autoFocus
            maxLength={200}
            {...form.bind('name')}
          />
          <TextField label={t('public.contact.email')} type="email" autoComplete="email" {...form.bind('email')} />
          <TextField
            label={t('public.contact.phone')}
            type="tel"
            autoComplete="tel"
            maxLength={PHONE_MAX_LENGTH}
            {...form.bind('phone')}
            onBlur={() => {
              const shown = normalisePhoneInput(form.values.phone);
              if (shown !== form.values.phone) form.setValue('phone', shown);
            }}
          />
          <TextAreaField label={t('public.contact.message')} maxLength={10_000} {...form.bind('message')} />
          <button type="submit" className="btn btn-primary btn-block" disabled={send.isPending}>
            {t('public.contact.submit')}
          </button>
        </form>
      )}
    </Page>
  );
}

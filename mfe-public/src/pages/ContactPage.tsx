import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '@cadeau/ui/light';
import { useSendContactForm } from '../api/contact';
import { dismissErrors, showError } from '@cadeau/ui/toast';
import { Actions, Outcome, Page } from '../components/Page';
import { useForm } from '@cadeau/ui/form';
import { optionalEmail, optionalPhone, required } from '../components/validation';

/** /contact: anyone may write; a phone number or an e-mail address is required to answer (spec section 5). */
export default function ContactPage() {
  const { t } = useTranslation();
  const send = useSendContactForm();
  const [sent, setSent] = useState(false);
  const form = useForm({ name: '', email: '', phone: '', message: '' }, (v) => {
    const noWayBack = !v.email.trim() && !v.phone.trim() ? 'public.contact.contactMissing' : undefined;
    return {
      name: required(v.name),
      email: optionalEmail(v.email) ?? noWayBack,
      phone: optionalPhone(v.phone) ?? noWayBack,
      message: required(v.message),
    };
  });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check() || send.isPending) return;
    const v = form.values;
    try {
      await send.mutateAsync({
        name: v.name.trim(),
        email: v.email.trim() || undefined,
        phone: v.phone.trim() || undefined,
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
        <form noValidate onSubmit={onSubmit} name="contact" aria-busy={send.isPending}>
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
            maxLength={50}
            {...form.bind('phone')}
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

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VoucherOffer, VoucherOrderBody } from '@cadeau/contracts';
import { useForm } from '@cadeau/ui/form';
import { FormAlert, TextField } from '@cadeau/ui/light';
import {
  emptyDetails,
  localitiesFor,
  localityAfterZip,
  PHONE_INPUT_MAX_LENGTH,
  validateDetails,
  type DetailsValues,
  type PhoneRule,
  type Postcodes,
} from './address-validation';
import { languageOf } from './voucher-errors';

/** The Swiss Post list in its own chunk, loaded once the address form shows (never on the start page). */
function loadPostcodes(): Promise<Postcodes> {
  return import(/* webpackChunkName: "swiss-postcodes" */ '@cadeau/contracts/swiss-postcodes');
}

/** The phone rule in its own chunk, loaded with the address form as the postcodes are (issue 23). */
function loadPhoneRule(): Promise<PhoneRule> {
  return import(/* webpackChunkName: "phone" */ '@cadeau/contracts/phone');
}

interface DetailsFormProps {
  offer: VoucherOffer;
  /** Whether the address the code came to takes mail (the voucher's `mailsToRecipient`): the fallback for the e-mail. */
  mailsToRecipient: boolean;
  busy: boolean;
  /** Why the order failed, when it is nothing a field shows (shown above the button). */
  problem?: string | null;
  /** Errors the server found at a field of the address (`error.address.*` with their params). */
  serverErrors?: Partial<Record<keyof DetailsValues, { key: string; values?: Record<string, unknown> }>>;
  onBack: () => void;
  onOrder: (body: VoucherOrderBody) => void;
}

const optional = (s: string) => (s.trim() ? s.trim() : undefined);

/** The phone as the order sends it: E.164 by the rule (a refused one never gets this far), none when empty. */
const e164 = (rule: PhoneRule | null, text: string) => {
  const checked = rule?.parsePhone(text);
  return checked?.ok && checked.value ? checked.value : undefined;
};

/**
 * Step 5: for a physical gift a Swiss delivery address (name, street, house number, a postcode that exists, a
 * locality of it, optional c/o, phone and e-mail for the confirmation), checked here against the Swiss Post
 * list and the platform's phone rule (a Swiss number as people write it, shown grouped once the field is left,
 * sent in E.164) before the order goes out; for a digital gift an optional e-mail address it is delivered to; for a
 * donation an optional address for the confirmation. Without a typed address the server sends both to the
 * address the gift code came to (svc-campaign's order handler). "Place order" consumes the code.
 */
export function DetailsForm({
  offer,
  mailsToRecipient,
  busy,
  problem,
  serverErrors,
  onBack,
  onOrder,
}: DetailsFormProps) {
  const { t, i18n } = useTranslation();
  const needs = offer.type === 'physical' ? 'address' : 'email';
  const digital = offer.type === 'digital';
  // A digital gift goes by mail only: without an address the code's own, it needs one typed here.
  const emailRequired = digital && !mailsToRecipient;
  const emailHint = mailsToRecipient ? 'public.address.emailHint' : 'public.address.emailHintWithoutFallback';
  // The e-mail field alone (digital gift, donation): its label and hint.
  const [emailLabel, emailOnlyHint] = emailRequired
    ? ['public.address.emailDigitalRequired', 'public.address.emailDigitalRequiredHint']
    : digital
      ? ['public.address.emailDigital', 'public.address.emailDigitalHint']
      : ['public.address.email', emailHint];
  const [postcodes, setPostcodes] = useState<Postcodes | null>(null);
  const [phones, setPhones] = useState<PhoneRule | null>(null);
  const form = useForm<DetailsValues>(emptyDetails, (v) => validateDetails(v, needs, postcodes, emailRequired, phones));
  // The locality the form filled in from the postcode (issue 23): replaced when the postcode changes, never what
  // the person typed; a postcode of several localities offers them all as suggestions.
  const filledCity = useRef('');
  const zipField = form.bind('zip');
  const onZip = (change: unknown) => {
    zipField.onChange(change);
    const zip = (change as { target?: { value?: string } })?.target?.value ?? '';
    const city = localityAfterZip(zip, form.values.city, filledCity.current, postcodes);
    if (city !== null) {
      filledCity.current = city;
      form.setValue('city', city);
    }
  };
  const localities = localitiesFor(form.values.zip, postcodes);

  useEffect(() => {
    if (needs !== 'address') return;
    let live = true;
    void loadPostcodes().then((m) => live && setPostcodes(m));
    void loadPhoneRule().then((m) => live && setPhones(m));
    return () => {
      live = false;
    };
  }, [needs]);

  useEffect(() => {
    for (const [field, error] of Object.entries(serverErrors ?? {})) {
      if (error) form.setServerError(field as keyof DetailsValues, error);
    }
    // Only a new answer of the server sets its errors; the form object changes on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    // The postcode and phone checks need the list and the rule: wait for them rather than send an address the
    // server would refuse.
    const list = needs === 'address' ? (postcodes ?? (await loadPostcodes())) : null;
    if (list && !postcodes) setPostcodes(list);
    const rule = needs === 'address' ? (phones ?? (await loadPhoneRule())) : null;
    if (rule && !phones) setPhones(rule);
    const errors = validateDetails(form.values, needs, list, emailRequired, rule);
    form.check();
    if (Object.values(errors).some(Boolean)) return;
    const v = form.values;
    const email = optional(v.email);
    const language = languageOf(i18n.language);
    if (needs !== 'address') {
      onOrder({ productId: offer.productId, language, ...(email ? { email } : {}) });
      return;
    }
    onOrder({
      productId: offer.productId,
      language,
      ...(email ? { email } : {}),
      address: {
        firstName: v.firstName.trim(),
        lastName: v.lastName.trim(),
        street: v.street.trim(),
        houseNumber: v.houseNumber.trim(),
        zip: v.zip.trim(),
        city: v.city.trim(),
        co: optional(v.co),
        phone: e164(rule, v.phone),
        email,
      },
    });
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} name="order-details" aria-busy={busy}>
      <dl className="summary" data-testid="chosen-gift">
        <dt>{t('public.redeem.yourChoice')}</dt>
        <dd>
          {offer.name[languageOf(i18n.language)]} ({t(`public.redeem.type.${offer.type}`)})
        </dd>
        <dd>
          <button type="button" className="btn-link" onClick={onBack}>
            {t('public.redeem.changeChoice')}
          </button>
        </dd>
      </dl>
      {needs === 'address' ? (
        <>
          <p className="public-note" style={{ margin: '0 0 12px' }}>
            {t('public.address.switzerlandOnly')}
          </p>
          <div className="form-grid">
            <TextField label={t('public.address.firstName')} autoComplete="given-name" {...form.bind('firstName')} />
            <TextField label={t('public.address.lastName')} autoComplete="family-name" {...form.bind('lastName')} />
            <TextField label={t('public.address.street')} autoComplete="address-line1" {...form.bind('street')} />
            <TextField label={t('public.address.houseNumber')} autoComplete="off" {...form.bind('houseNumber')} />
            <TextField
              label={t('public.address.zip')}
              autoComplete="postal-code"
              inputMode="numeric"
              {...zipField}
              onChange={onZip}
            />
            <TextField
              label={t('public.address.city')}
              autoComplete="address-level2"
              list={localities.length > 1 ? 'zip-localities' : undefined}
              {...form.bind('city')}
            />
            {localities.length > 1 ? (
              <datalist id="zip-localities" data-testid="zip-localities">
                {localities.map((l) => (
                  <option key={l} value={l} />
                ))}
              </datalist>
            ) : null}
            <div className="span-2">
              <TextField label={t('public.address.co')} autoComplete="off" {...form.bind('co')} />
            </div>
            <TextField
              label={t('public.address.phone')}
              type="tel"
              autoComplete="tel"
              maxLength={PHONE_INPUT_MAX_LENGTH}
              {...form.bind('phone')}
              onBlur={() => {
                const shown = phones?.normalisePhoneInput(form.values.phone) ?? form.values.phone;
                if (shown !== form.values.phone) form.setValue('phone', shown);
              }}
            />
            <TextField
              label={t('public.address.email')}
              hint={t(emailHint)}
              type="email"
              autoComplete="email"
              {...form.bind('email')}
            />
          </div>
        </>
      ) : (
        <TextField
          label={t(emailLabel)}
          hint={t(emailOnlyHint)}
          required={emailRequired}
          type="email"
          autoComplete="email"
          {...form.bind('email')}
        />
      )}
      <FormAlert testId="order-problem">{problem}</FormAlert>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy ? <span className="spinner" aria-hidden="true" /> : null}
        {t(offer.type === 'donation' ? 'public.redeem.placeDonation' : 'public.redeem.placeOrder')}
      </button>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { VoucherOrderAnswer } from '@cadeau/contracts';
import { FormAlert, TextAreaField } from '@cadeau/ui/light';
import { useGiveFeedback } from '../../api/voucher';
import { errorText, languageOf } from './voucher-errors';

/**
 * The longest feedback svc-campaign takes: the contracts' FEEDBACK_MAX_LENGTH, repeated because browser
 * code imports no runtime value of `@cadeau/contracts` (it would bundle zod); a test keeps the two equal.
 */
export const FEEDBACK_MAX_LENGTH = 2000;

/**
 * Step 6, enjoy: the order confirmation with the order number and its QR code (the order number only, never
 * the gift code; dark modules on white even in dark mode, so any scanner reads it), where the confirmation
 * mail went, then thanks or feedback for the giver (`PUT /voucher/{code}`).
 */
export function OrderDone({ code, order }: { code: string; order: VoucherOrderAnswer }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  const feedback = useGiveFeedback();
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const [sent, setSent] = useState(false);
  // Kept as it came and translated when shown, so a switch of language translates it too.
  const [problem, setProblem] = useState<unknown>(null);
  const trimmed = text.trim();
  const fieldError = !tried
    ? null
    : !trimmed
      ? t('public.form.required')
      : trimmed.length > FEEDBACK_MAX_LENGTH
        ? t('public.redeem.feedbackTooLong', { max: FEEDBACK_MAX_LENGTH })
        : null;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!trimmed || trimmed.length > FEEDBACK_MAX_LENGTH || feedback.isPending) return;
    setProblem(null);
    try {
      await feedback.mutateAsync({ code, body: { feedback: trimmed } });
      setSent(true);
    } catch (err) {
      setProblem(err);
    }
  };

  return (
    <>
      <p className="lead" data-testid="order-placed" role="status">
        {t(order.type === 'donation' ? 'public.redeem.donationPlaced' : 'public.redeem.orderPlaced', {
          product: order.productName[lang],
        })}
      </p>
      <dl className="summary">
        <dt>{t('public.redeem.orderNumber')}</dt>
        <dd className="order-number" data-testid="order-number">
          {order.orderNumber}
        </dd>
        <dt>{t('public.redeem.orderQr')}</dt>
        <dd>
          <span className="qr" data-testid="order-qr">
            <QRCodeSVG
              value={order.orderNumber}
              size={144}
              bgColor="#ffffff"
              fgColor="#000000"
              level="M"
              title={t('public.redeem.orderQrTitle', { number: order.orderNumber })}
              role="img"
              aria-label={t('public.redeem.orderQrTitle', { number: order.orderNumber })}
            />
          </span>
        </dd>
      </dl>
      <p data-testid="order-mail">
        {order.email ? t('public.redeem.mailSent', { email: order.email }) : t('public.redeem.noMail')}
      </p>
      <h2 id="feedback-title">{t('public.redeem.feedbackTitle')}</h2>
      {sent ? (
        <p role="status" data-testid="feedback-sent">
          {t('public.redeem.feedbackThanks')}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          name="feedback"
          aria-labelledby="feedback-title"
          aria-busy={feedback.isPending}
        >
          <p className="public-note" style={{ margin: '0 0 12px' }}>
            {t('public.redeem.feedbackLead')}
          </p>
          <TextAreaField
            label={t('public.redeem.feedbackLabel')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={fieldError}
            rows={4}
          />
          <FormAlert testId="feedback-problem">
            {problem ? errorText(problem, t, languageOf(i18n.language)) : null}
          </FormAlert>
          <button type="submit" className="btn btn-primary" disabled={feedback.isPending}>
            {feedback.isPending ? <span className="spinner" aria-hidden="true" /> : null}
            {t('public.redeem.feedbackSubmit')}
          </button>
        </form>
      )}
    </>
  );
}

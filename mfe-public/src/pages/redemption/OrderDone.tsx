import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QRCodeSVG } from 'qrcode.react';
import type { UsedVoucherOrder, VoucherOrderAnswer } from '@cadeau/contracts';
import { FormAlert, TextAreaField } from '@cadeau/ui/light';
import { LinkButton, linkStyle } from '../../components/Page';
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
      <OrderSummary orderNumber={order.orderNumber} />
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
          onSubmit={(e) => void onSubmit(e)}
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

/**
 * The order number and its QR code (the order number only, never the gift code; dark modules on white even in
 * dark mode, so any scanner reads it), after the order and for a used code; `children` are rows before them.
 */
function OrderSummary({ orderNumber, children }: { orderNumber: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <dl className="summary">
      {children}
      <dt>{t('public.redeem.orderNumber')}</dt>
      <dd className="order-number" data-testid="order-number">
        {orderNumber}
      </dd>
      <dt>{t('public.redeem.orderQr')}</dt>
      <dd>
        <span className="qr" data-testid="order-qr">
          <QRCodeSVG
            value={orderNumber}
            size={144}
            bgColor="#ffffff"
            fgColor="#000000"
            level="M"
            title={t('public.redeem.orderQrTitle', { number: orderNumber })}
            role="img"
            aria-label={t('public.redeem.orderQrTitle', { number: orderNumber })}
          />
        </span>
      </dd>
    </dl>
  );
}

/**
 * A used code entered again (issue 23): the order it made (number and QR code as after the order, the gift, the
 * status the platform last heard) and how to get help, instead of a dead end. Nothing of the address.
 */
export function UsedOrder({ order, onAnotherCode }: { order: UsedVoucherOrder; onAnotherCode: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  return (
    <div data-testid="used-order">
      <p className="lead">{t('public.redeem.usedLead')}</p>
      <OrderSummary orderNumber={order.orderNumber}>
        <dt>{t('public.redeem.usedGift')}</dt>
        <dd data-testid="used-order-gift">{order.productName[lang]}</dd>
        <dt>{t('public.redeem.usedStatus')}</dt>
        <dd data-testid="used-order-status">{t(`public.redeem.orderStatus.${order.status}`)}</dd>
      </OrderSummary>
      <p>
        {/* The server's PNG (below /api, not a page of the router). */}
        <a href={order.qrPath} download={`${order.orderNumber}.png`} style={linkStyle} data-testid="used-order-qr-png">
          {t('public.redeem.qrDownload')}
        </a>
      </p>
      <p data-testid="used-order-help">{t('public.redeem.usedHelp')}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
        <LinkButton to="/contact" primary>
          {t('public.redeem.usedContact')}
        </LinkButton>
        <button type="button" className="btn" onClick={onAnotherCode} data-testid="used-order-another">
          {t('public.redeem.usedAnother')}
        </button>
      </div>
    </div>
  );
}

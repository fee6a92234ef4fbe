import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  UsedVoucherOrder,
  VoucherAnswer,
  VoucherOffer,
  VoucherOrderAnswer,
  VoucherOrderBody,
} from '@cadeau/contracts';
import { endsAttempt } from './campaign/order-attempt';
import { usePageTitle } from '@cadeau/ui/hooks';
import { FormAlert } from '@cadeau/ui/light';
import {
  newIdempotencyKey,
  usePlaceOrder,
  useUsedVoucherOrder,
  useVoucherLookup,
  useVoucherVisit,
} from '../api/voucher';
import { CampaignChoice } from './redemption/CampaignChoice';
import { DetailsForm } from './redemption/DetailsForm';
import { GiftCodeForm } from './redemption/GiftCodeForm';
import { codeFromFragment } from './redemption/gift-code-input';
import { StepsGuide, type RedemptionStep } from './redemption/StepsGuide';
import { PUBLIC_CSS } from './redemption/styles';
import { errorKeyOf, errorText, languageOf } from './redemption/voucher-errors';
import type { DetailsValues } from './redemption/address-validation';

/**
 * Step 6 with the QR code (qrcode.react, about 6 KiB gzip) in a chunk of its own: not part of the page's initial
 * JavaScript, fetched once the recipient reaches the shipping details, well before the order is placed.
 */
const loadOrderDone = () => import(/* webpackChunkName: "order-done" */ './redemption/OrderDone');
const OrderDone = lazy(() => loadOrderDone().then((m) => ({ default: m.OrderDone })));
const UsedOrder = lazy(() => loadOrderDone().then((m) => ({ default: m.UsedOrder })));

type AddressErrors = Partial<Record<keyof DetailsValues, { key: string; values?: Record<string, unknown> }>>;

/** Order refusals after which the recipient chooses another gift (spec: a sold-out week → choose again). */
const CHOOSE_AGAIN = new Set([
  'error.voucher.soldOut',
  'error.voucher.productUnavailable',
  'error.voucher.productNotOffered',
]);

/** Where the code came from: the mailed link's fragment (`#code=…`) or the start page's history state. */
function initialCode(hash: string, state: unknown): string | null {
  const fromState = (state as { code?: unknown } | null)?.code;
  if (typeof fromState === 'string' && /^\d{16}$/.test(fromState)) return fromState;
  return codeFromFragment(hash);
}

/**
 * /campaign, the redemption page: explains the six steps of spec section 1 and walks the recipient through
 * them. A code from the mailed link (`#code=…`, a fragment, so it never reaches a server log) is taken and
 * then removed from the address bar. Looking a code up changes nothing; only "Place order" consumes it, sent
 * with one Idempotency-Key per attempt, so a double click or a retry gets the same order. A code used already shows
 * the order it made and where to get help (issue 23); if that cannot be read, the lookup's message stays.
 */
export default function CampaignPage() {
  const { t, i18n } = useTranslation();
  const lang = languageOf(i18n.language);
  usePageTitle(t('public.redeem.title'));

  const [code, setCode] = useState<string | null>(() => initialCode(window.location.hash, window.history.state));
  const [voucher, setVoucher] = useState<VoucherAnswer | null>(null);
  // Errors are kept as they came and translated when shown, so a switch of language translates them too.
  const [lookupProblem, setLookupProblem] = useState<unknown>(null);
  const [offer, setOffer] = useState<VoucherOffer | null>(null);
  const [step, setStep] = useState<RedemptionStep>(code ? 'selectGift' : 'enterCode');
  const [soldOut, setSoldOut] = useState<ReadonlySet<string>>(new Set());
  const [choiceProblem, setChoiceProblem] = useState<unknown>(null);
  const [orderProblem, setOrderProblem] = useState<unknown>(null);
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [order, setOrder] = useState<VoucherOrderAnswer | null>(null);
  const [usedOrder, setUsedOrder] = useState<UsedVoucherOrder | null>(null);
  // One key per attempt: the same body sent again (double click, retry after a lost answer) reuses it.
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const visited = useRef<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const lookup = useVoucherLookup();
  const visit = useVoucherVisit();
  const placeOrder = usePlaceOrder();
  const readUsedOrder = useUsedVoucherOrder();

  // Step 2 → 3: the lookup, which changes nothing on the server; state changes only once it answered.
  const runLookup = (c: string) =>
    lookup.mutate(c, {
      onSuccess: (answer) => {
        setVoucher(answer);
        setOffer(null);
        setStep('discover');
      },
      onError: (err) => {
        if (errorKeyOf(err) === 'error.voucher.alreadyUsed') {
          readUsedOrder.mutate(c, {
            onSuccess: (used) => {
              setUsedOrder(used);
              setStep('enjoy');
            },
            onError: () => {
              setLookupProblem(err);
              setStep('enterCode');
            },
          });
          return;
        }
        setLookupProblem(err);
        setStep('enterCode');
      },
    });

  const find = (c: string) => {
    setCode(c);
    setLookupProblem(null);
    setUsedOrder(null);
    setStep('selectGift');
    runLookup(c);
  };

  // The mailed link's code: take it, drop the fragment from the address bar (it would stay in the history and
  // be shown to whoever looks over a shoulder), then look the code up at once (a GET changes nothing).
  useEffect(() => {
    if (/(^#|&)code=/.test(window.location.hash)) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    }
    if (code) runLookup(code);
    // Once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The beacon, once per code, after the campaign is on the screen (it counts "clicked").
  useEffect(() => {
    if (voucher && code && visited.current !== code) {
      visited.current = code;
      visit.mutate(code);
    }
  }, [voucher, code, visit]);

  // Each new step's heading takes the focus, so keyboard and screen-reader users continue from there.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    heading.current?.focus();
  }, [step]);

  const choose = (o: VoucherOffer) => {
    setOffer(o);
    setChoiceProblem(null);
    setOrderProblem(null);
    setAddressErrors({});
    setStep('details');
    void loadOrderDone();
  };

  const submitOrder = async (body: VoucherOrderBody) => {
    if (!code || placeOrder.isPending) return;
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: newIdempotencyKey() };
    setOrderProblem(null);
    setAddressErrors({});
    try {
      const placed = await placeOrder.mutateAsync({ code, body, idempotencyKey: attempt.current.key });
      setOrder(placed);
      setStep('enjoy');
    } catch (err) {
      if (endsAttempt(err)) attempt.current = null;
      const key = errorKeyOf(err);
      if (CHOOSE_AGAIN.has(key) && offer) {
        if (key === 'error.voucher.soldOut') setSoldOut((s) => new Set([...s, offer.productId]));
        setChoiceProblem(err);
        setOffer(null);
        setStep('discover');
        return;
      }
      const fields = addressFieldErrors(err);
      if (fields) setAddressErrors(fields);
      else setOrderProblem(err);
    }
  };

  const title = usedOrder ? t('public.redeem.usedHeading') : t(`public.redeem.headings.${step}`);
  return (
    <div className="public-wide" data-testid="campaign-page">
      <style>{PUBLIC_CSS}</style>
      <section aria-labelledby="redeem-title" className="card public-card">
        <h1 id="redeem-title">{t('public.redeem.title')}</h1>
        <p className="lead">{t('public.redeem.lead')}</p>
        <StepsGuide current={step} />
      </section>
      <section aria-labelledby="redeem-step" className="card public-card" data-testid={`step-${step}`}>
        <h2 id="redeem-step" ref={heading} tabIndex={-1}>
          {title}
        </h2>
        {step === 'enterCode' || step === 'selectGift' ? (
          <GiftCodeForm
            key={code ?? ''}
            initialCode={code ?? ''}
            onCode={find}
            busy={lookup.isPending || readUsedOrder.isPending}
            problem={
              <FormAlert testId="voucher-problem">{lookupProblem ? errorText(lookupProblem, t, lang) : null}</FormAlert>
            }
          />
        ) : null}
        {step === 'discover' && voucher ? (
          <CampaignChoice
            voucher={voucher}
            soldOut={soldOut}
            chosen={offer?.productId ?? null}
            problem={choiceProblem ? errorText(choiceProblem, t, lang) : null}
            onChoose={choose}
          />
        ) : null}
        {step === 'details' && offer ? (
          <DetailsForm
            offer={offer}
            mailsToRecipient={voucher?.mailsToRecipient ?? true}
            busy={placeOrder.isPending}
            problem={orderProblem ? errorText(orderProblem, t, lang) : null}
            serverErrors={addressErrors}
            onBack={() => setStep('discover')}
            onOrder={(body) => void submitOrder(body)}
          />
        ) : null}
        {step === 'enjoy' && usedOrder ? (
          <Suspense
            fallback={<span className="spinner" role="status" aria-busy="true" aria-label={t('common.loading')} />}
          >
            <UsedOrder
              order={usedOrder}
              onAnotherCode={() => {
                setUsedOrder(null);
                setCode(null);
                setStep('enterCode');
              }}
            />
          </Suspense>
        ) : null}
        {step === 'enjoy' && order && code ? (
          <Suspense
            fallback={<span className="spinner" role="status" aria-busy="true" aria-label={t('common.loading')} />}
          >
            <OrderDone code={code} order={order} />
          </Suspense>
        ) : null}
      </section>
    </div>
  );
}

/**
 * The address fields an order refusal names: `error.address.unknownZip` at the postcode and
 * `error.address.cityMismatch` (with the postcode's localities) at the locality, from the answer's message or
 * its issues at `address.<field>`; null when it names none.
 */
function addressFieldErrors(err: unknown): AddressErrors | null {
  const { message, params, issues } = (err ?? {}) as {
    message?: string;
    params?: Record<string, unknown>;
    issues?: { path: (string | number)[]; message: string }[];
  };
  const values = Object.fromEntries(
    Object.entries(params ?? {}).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v]),
  );
  const out: AddressErrors = {};
  for (const issue of issues ?? []) {
    if (issue.path[0] === 'address' && typeof issue.path[1] === 'string') {
      out[issue.path[1] as keyof DetailsValues] = { key: issue.message, values };
    }
    // A digital gift with nowhere to go: the e-mail field (svc-campaign's assertDeliverable).
    if (issue.path.length === 1 && issue.path[0] === 'email') out.email = { key: issue.message, values };
  }
  if (message === 'error.address.unknownZip') out.zip ??= { key: message, values };
  if (message === 'error.address.cityMismatch') out.city ??= { key: message, values };
  return Object.keys(out).length ? out : null;
}

import { act, cleanup, waitFor, within } from '@testing-library/react';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch, type StubCall } from '@cadeau/ui/testing';
import { renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';
import { CODE, DIGITAL, DONATION, FORMATTED, PHYSICAL, aVoucher, anOrder } from './redemption/test-data';

const LOOKUP = `GET /api/voucher/${CODE}`;
const VISIT = `POST /api/voucher/${CODE}/visit`;
const ORDER = `POST /api/voucher/${CODE}/order`;
const FEEDBACK = `PUT /api/voucher/${CODE}`;
const USED_ORDER = `GET /api/voucher/${CODE}/order`;

const callsTo = (calls: StubCall[], route: string) => calls.filter((c) => `${c.method} ${c.path}` === route);

/** Opens /campaign as the mailed link does: the code in the fragment of the address bar too. */
function openMailedLink(code = CODE) {
  window.history.replaceState(null, '', `/campaign#code=${code}`);
  renderPage(`/campaign#code=${code}`);
}

async function enterCode(text: string) {
  await userEvent.type(await screen.findByLabelText(t('public.giftCode.label')), text);
  await userEvent.click(screen.getByRole('button', { name: t('public.giftCode.submit') }));
}

async function chooseGift(name: string) {
  await userEvent.click(await screen.findByRole('radio', { name: new RegExp(name) }));
  await userEvent.click(screen.getByRole('button', { name: t('public.redeem.confirmChoice') }));
}

async function fillAddress(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(t(`public.address.${label}`));
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

const ADDRESS = {
  firstName: 'Anna',
  lastName: 'Muster',
  street: 'Bahnhofstrasse',
  houseNumber: '1',
  zip: '8001',
  city: 'Zürich',
};

describe('/campaign (the redemption page)', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => {
    api?.restore();
    // Unmounted first: the routes follow the History API, so a page still mounted would render the move.
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('explains the six steps and starts at the first', async () => {
    api = stubFetch({});
    renderPage('/campaign');
    const steps = within(await screen.findByTestId('redemption-steps')).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(
      ['enterCode', 'selectGift', 'discover', 'choose', 'details', 'enjoy'].map((s) => t(`public.redeem.steps.${s}`)),
    );
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(api.calls).toEqual([]);
  });

  it('takes the code of the mailed link, removes it from the address bar, shows the campaign and counts the visit once', async () => {
    api = stubFetch({ [LOOKUP]: { status: 200, body: aVoucher() }, [VISIT]: { status: 204 } });
    openMailedLink();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/campaign');
    const greeting = await screen.findByTestId('greeting');
    expect(greeting).toHaveTextContent('Dear Anna');
    expect(greeting).toHaveTextContent('Thank you for a great year together.');
    expect(screen.getByTestId('campaign-from')).toHaveTextContent('Demo Giver AG');
    expect(screen.getByTestId('campaign-from')).toHaveTextContent('Winter 2026');
    expect(screen.getByText(t('public.redeem.validUntil', { date: '12/24/26' }))).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: t('public.redeem.headings.discover') })).toHaveFocus();
    await waitFor(() => expect(callsTo(api!.calls, VISIT)).toHaveLength(1));
    expect(callsTo(api.calls, LOOKUP)).toHaveLength(1);
  });

  it("gives each gift's image the seller's description as its alt text, in the page's language (issue 23)", async () => {
    const withoutAlt = aVoucher().offers.map((o, i) => (i === 1 ? { ...o, imageUrl: '/api/file/2/list.jpeg' } : o));
    api = stubFetch({ [LOOKUP]: { status: 200, body: aVoucher({ offers: withoutAlt }) }, [VISIT]: { status: 204 } });
    openMailedLink();
    const honey = await screen.findByRole('img', { name: 'A jar of golden honey on a wooden table' });
    expect(honey).toHaveAttribute('src', '/api/file/1/list.jpeg');
    // No description (an older product): decorative, the gift's name beside it says what it is.
    expect(document.querySelector('img[src="/api/file/2/list.jpeg"]')).toHaveAttribute('alt', '');
    await act(() => i18n.changeLanguage('de'));
    expect(await screen.findByRole('img', { name: 'Ein Glas goldener Honig auf einem Holztisch' })).toBe(honey);
  });

  it('catches a typo before any request', async () => {
    api = stubFetch({});
    renderPage('/campaign');
    await enterCode('1234567890123405');
    expect(screen.getByText(t('public.giftCode.checkDigit'))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it.each([
    ['error.voucher.invalid', 404, {}, () => t('error.voucher.invalid')],
    ['error.voucher.alreadyUsed', 409, {}, () => t('error.voucher.alreadyUsed')],
    ['error.voucher.campaignBlocked', 409, {}, () => t('error.voucher.campaignBlocked')],
    [
      'error.voucher.expired',
      409,
      { campaignName: 'Winter 2026', endDate: '2026-12-24' },
      () => t('error.voucher.expired', { campaignName: 'Winter 2026', endDate: '12/24/26' }),
    ],
    [
      'error.voucher.tooEarly',
      409,
      { startDate: '2027-01-05' },
      () => t('error.voucher.tooEarly', { startDate: '01/05/27' }),
    ],
    ['error.voucher.tooManyAttempts', 429, {}, () => t('error.voucher.tooManyAttempts')],
  ])('shows %s with the values it names, and lets the recipient try again', async (message, status, params, text) => {
    api = stubFetch({ [LOOKUP]: { status, body: { message, params } } });
    renderPage('/campaign');
    await enterCode(FORMATTED);
    expect(await screen.findByTestId('voucher-problem')).toHaveTextContent(text());
    expect(screen.getByLabelText(t('public.giftCode.label'))).toHaveValue(FORMATTED);
    expect(callsTo(api.calls, VISIT)).toHaveLength(0);
  });

  it('shows the order a used code made, with its QR code and the way to help, instead of a dead end (issue 23)', async () => {
    const used = {
      orderNumber: 'K7M2Q-9XZ4H',
      productName: { de: 'Honig aus dem Emmental', en: 'Honey from the Emmental' },
      type: 'physical',
      status: 'shipped',
      qrPath: '/api/order/7a9f3c1e-2b4d-4e8f-9a1b-3c5d7e9f1a2b/qr.png',
    };
    api = stubFetch({
      [LOOKUP]: { status: 409, body: { message: 'error.voucher.alreadyUsed' } },
      [USED_ORDER]: { status: 200, body: used },
    });
    renderPage('/campaign');
    await enterCode(FORMATTED);
    const view = await screen.findByTestId('used-order');
    expect(screen.getByRole('heading', { level: 2, name: t('public.redeem.usedHeading') })).toHaveFocus();
    expect(view).toHaveTextContent(t('public.redeem.usedLead'));
    expect(within(view).getByTestId('order-number')).toHaveTextContent('K7M2Q-9XZ4H');
    expect(
      within(view).getByRole('img', { name: t('public.redeem.orderQrTitle', { number: 'K7M2Q-9XZ4H' }) }),
    ).toBeInTheDocument();
    expect(within(view).getByTestId('used-order-gift')).toHaveTextContent('Honey from the Emmental');
    expect(within(view).getByTestId('used-order-status')).toHaveTextContent('Shipped');
    expect(within(view).getByRole('link', { name: t('public.redeem.qrDownload') })).toHaveAttribute(
      'href',
      used.qrPath,
    );
    expect(within(view).getByRole('link', { name: t('public.redeem.usedContact') })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(screen.queryByTestId('voucher-problem')).not.toBeInTheDocument();
    expect(callsTo(api.calls, USED_ORDER)).toHaveLength(1);
    expect(screen.getByTestId('redemption-steps').querySelector('[aria-current="step"]')).toHaveTextContent(
      t('public.redeem.steps.enjoy'),
    );
    // Another code starts again at the first step.
    await userEvent.click(within(view).getByRole('button', { name: t('public.redeem.usedAnother') }));
    expect(await screen.findByLabelText(t('public.giftCode.label'))).toHaveValue('');
    expect(screen.queryByTestId('used-order')).not.toBeInTheDocument();
  });

  it('keeps the message of a used code when its order cannot be read, in German', async () => {
    await resetPageState('de');
    api = stubFetch({
      [LOOKUP]: { status: 409, body: { message: 'error.voucher.alreadyUsed' } },
      [USED_ORDER]: { status: 429, body: { message: 'error.voucher.tooManyAttempts' } },
    });
    renderPage('/campaign');
    await enterCode(CODE);
    expect(await screen.findByTestId('voucher-problem')).toHaveTextContent(
      'Dieser Geschenkcode wurde bereits eingelöst.',
    );
    expect(screen.queryByTestId('used-order')).not.toBeInTheDocument();
  });

  it('shows an expired code in German with the German date', async () => {
    await resetPageState('de');
    api = stubFetch({
      [LOOKUP]: {
        status: 409,
        body: { message: 'error.voucher.expired', params: { campaignName: 'Winter 2026', endDate: '2026-12-24' } },
      },
    });
    renderPage('/campaign');
    await enterCode(CODE);
    expect(await screen.findByTestId('voucher-problem')).toHaveTextContent('24.12.26');
    expect(screen.getByTestId('voucher-problem')).toHaveTextContent('Winter 2026');
  });

  it('translates a shown refusal again when the language changes', async () => {
    api = stubFetch({
      [LOOKUP]: { status: 409, body: { message: 'error.voucher.tooEarly', params: { startDate: '2027-01-05' } } },
    });
    renderPage('/campaign');
    await enterCode(CODE);
    expect(await screen.findByTestId('voucher-problem')).toHaveTextContent('01/05/27');
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByTestId('voucher-problem')).toHaveTextContent(
      t('error.voucher.tooEarly', { startDate: '05.01.27' }),
    );
  });

  it('orders a physical gift to a Swiss address checked in the browser, with one Idempotency-Key, then thanks', async () => {
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: { status: 201, body: anOrder() },
      [FEEDBACK]: { status: 204 },
    });
    openMailedLink();
    await chooseGift('Honey from the Emmental');
    expect(await screen.findByTestId('chosen-gift')).toHaveTextContent('Honey from the Emmental');
    // Nothing filled in: every required line says so, no order goes out.
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(screen.getAllByText(t('public.form.required'))).toHaveLength(6);
    // A postcode that does not exist, then a locality that is not the postcode's.
    await fillAddress({ ...ADDRESS, zip: '8009' });
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByText(t('error.address.unknownZip'))).toBeInTheDocument();
    await fillAddress({ zip: '3011', city: 'Zürich' });
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByText(t('error.address.cityMismatch', { localities: 'Bern' }))).toBeInTheDocument();
    // A phone a digit short is refused at its field; one written as Swiss people do shows grouped once left and
    // goes out in E.164 (issue 23).
    await fillAddress({ phone: '079 123 45 6' });
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByText(t('error.phone.invalid'))).toBeInTheDocument();
    expect(callsTo(api.calls, ORDER)).toHaveLength(0);
    await fillAddress({ phone: '079 123 45 67' });
    await userEvent.tab();
    expect(screen.getByLabelText(t('public.address.phone'))).toHaveValue('+41 79 123 45 67');
    await fillAddress({ zip: '8001', city: 'zurich' });
    await userEvent.type(screen.getByLabelText(t('public.address.email')), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));

    expect(await screen.findByTestId('order-number')).toHaveTextContent('AB3CD-EF4GH');
    const [order] = callsTo(api.calls, ORDER);
    expect(order!.body).toEqual({
      productId: PHYSICAL,
      language: 'en',
      email: 'anna@example.ch',
      address: { ...ADDRESS, city: 'zurich', phone: '+41791234567', email: 'anna@example.ch' },
    });
    expect(order!.headers['idempotency-key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The QR code holds the order number (never the gift code), dark on white.
    const qr = within(screen.getByTestId('order-qr')).getByRole('img', {
      name: t('public.redeem.orderQrTitle', { number: 'AB3CD-EF4GH' }),
    });
    expect(qr.querySelector('path[fill="#ffffff"]')).not.toBeNull();
    expect(screen.getByTestId('order-mail')).toHaveTextContent('anna@example.ch');
    expect(screen.getByRole('heading', { level: 2, name: t('public.redeem.headings.enjoy') })).toHaveFocus();

    await userEvent.type(screen.getByLabelText(t('public.redeem.feedbackLabel')), '  Thank you so much!  ');
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.feedbackSubmit') }));
    expect(await screen.findByTestId('feedback-sent')).toHaveTextContent(t('public.redeem.feedbackThanks'));
    expect(callsTo(api.calls, FEEDBACK)[0]!.body).toEqual({ feedback: 'Thank you so much!' });
  });

  it('fills the locality from the postcode, never over a typed one, and shows all six steps on demand (issue 23)', async () => {
    api = stubFetch({ [LOOKUP]: { status: 200, body: aVoucher() }, [VISIT]: { status: 204 } });
    openMailedLink();
    // Past the code, the steps are a row of numbers on a phone; the button shows every name, and hides them again.
    const toggle = await screen.findByTestId('steps-toggle');
    expect(screen.getByTestId('redemption-steps')).toHaveAttribute('data-compact');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', 'redemption-steps');
    await userEvent.click(toggle);
    expect(screen.getByTestId('redemption-steps')).not.toHaveAttribute('data-compact');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent(t('public.redeem.stepsFewer'));
    await userEvent.click(toggle);
    expect(screen.getByTestId('redemption-steps')).toHaveAttribute('data-compact');

    await chooseGift('Honey from the Emmental');
    const zip = await screen.findByLabelText(t('public.address.zip'));
    const city = screen.getByLabelText(t('public.address.city'));
    // The postcode list loads with the form.
    await waitFor(async () => {
      await userEvent.clear(zip);
      await userEvent.type(zip, '3011');
      expect(city).toHaveValue('Bern');
    });
    await userEvent.clear(zip);
    await userEvent.type(zip, '8001');
    expect(city).toHaveValue('Zürich');
    await userEvent.clear(city);
    await userEvent.type(city, 'Zuerich');
    await userEvent.clear(zip);
    await userEvent.type(zip, '3011');
    expect(city).toHaveValue('Zuerich');
  });

  it('sends a retry after a lost answer with the same Idempotency-Key, and a changed order with a new one', async () => {
    let orders = 0;
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: () => (++orders < 3 ? { status: 502 } : { status: 200, body: anOrder({ type: 'donation' }) }),
    });
    openMailedLink();
    await chooseGift('Donation to the mountain aid');
    const donate = await screen.findByRole('button', { name: t('public.redeem.placeDonation') });
    await userEvent.click(donate);
    expect(await screen.findByTestId('order-problem')).toHaveTextContent(t('error.unknown'));
    await userEvent.click(donate);
    await waitFor(() => expect(callsTo(api!.calls, ORDER)).toHaveLength(2));
    await userEvent.type(screen.getByLabelText(t('public.address.email')), 'anna@example.ch');
    await userEvent.click(donate);
    expect(await screen.findByTestId('order-placed')).toHaveTextContent(
      t('public.redeem.donationPlaced', { product: 'Honey from the Emmental' }),
    );
    const [first, retry, changed] = callsTo(api.calls, ORDER);
    expect(first!.body).toEqual({ productId: DONATION, language: 'en' });
    expect(retry!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(changed!.body).toEqual({ productId: DONATION, language: 'en', email: 'anna@example.ch' });
    expect(changed!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('starts a new attempt after an answered failure, so a compensated attempt does not read as sold out', async () => {
    let orders = 0;
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: () =>
        ++orders === 1
          ? { status: 500, body: { message: 'error.internal' } }
          : { status: 201, body: anOrder({ type: 'donation' }) },
    });
    openMailedLink();
    await chooseGift('Donation to the mountain aid');
    const donate = await screen.findByRole('button', { name: t('public.redeem.placeDonation') });
    await userEvent.click(donate);
    expect(await screen.findByTestId('order-problem')).not.toBeEmptyDOMElement();
    await userEvent.click(donate);
    expect(await screen.findByTestId('order-placed')).toBeInTheDocument();
    const [failed, again] = callsTo(api.calls, ORDER);
    expect(again!.body).toEqual(failed!.body);
    expect(again!.headers['idempotency-key']).not.toBe(failed!.headers['idempotency-key']);
  });

  it('sends a digital gift without a typed e-mail to the address the code came to, and checks a typed one', async () => {
    const recipient = 'recipient@example.ch';
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: {
        status: 201,
        body: anOrder({ type: 'digital', productName: { de: 'Kino', en: 'Cinema voucher' }, email: recipient }),
      },
    });
    openMailedLink();
    await chooseGift('Cinema voucher');
    const field = await screen.findByLabelText(t('public.address.emailDigital'));
    expect(field).not.toBeRequired();
    expect(screen.getByText(t('public.address.emailDigitalHint'))).toBeInTheDocument();
    await userEvent.type(field, 'anna@example');
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(screen.getByText(t('public.form.emailInvalid'))).toBeInTheDocument();
    expect(callsTo(api.calls, ORDER)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByTestId('order-placed')).toBeInTheDocument();
    expect(screen.queryByText(t('public.form.required'))).not.toBeInTheDocument();
    expect(screen.getByTestId('order-mail')).toHaveTextContent(recipient);
    expect(callsTo(api.calls, ORDER).map((c) => c.body)).toEqual([{ productId: DIGITAL, language: 'en' }]);
  });

  it('sends a digital gift to a typed e-mail address', async () => {
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: { status: 201, body: anOrder({ type: 'digital', productName: { de: 'Kino', en: 'Cinema voucher' } }) },
    });
    openMailedLink();
    await chooseGift('Cinema voucher');
    await userEvent.type(await screen.findByLabelText(t('public.address.emailDigital')), 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByTestId('order-placed')).toBeInTheDocument();
    expect(callsTo(api.calls, ORDER).map((c) => c.body)).toEqual([
      { productId: DIGITAL, language: 'en', email: 'anna@example.ch' },
    ]);
  });

  it("asks for an e-mail address for a digital gift when the code's own address takes no mail", async () => {
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher({ mailsToRecipient: false }) },
      [VISIT]: { status: 204 },
      [ORDER]: { status: 201, body: anOrder({ type: 'digital', productName: { de: 'Kino', en: 'Cinema voucher' } }) },
    });
    openMailedLink();
    await chooseGift('Cinema voucher');
    const field = await screen.findByLabelText(t('public.address.emailDigitalRequired'));
    expect(field).toBeRequired();
    expect(screen.getByText(t('public.address.emailDigitalRequiredHint'))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(screen.getByText(t('public.form.required'))).toBeInTheDocument();
    expect(callsTo(api.calls, ORDER)).toHaveLength(0);
    await userEvent.type(field, 'anna@example.ch');
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByTestId('order-placed')).toBeInTheDocument();
    expect(callsTo(api.calls, ORDER).map((c) => c.body)).toEqual([
      { productId: DIGITAL, language: 'en', email: 'anna@example.ch' },
    ]);
  });

  it('marks the e-mail field when the server finds a digital gift with nowhere to go', async () => {
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['email'], message: 'zod.required' }] },
      },
    });
    openMailedLink();
    await chooseGift('Cinema voucher');
    await screen.findByLabelText(t('public.address.emailDigital'));
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByText(t('zod.required'))).toBeInTheDocument();
    expect(screen.getByLabelText(t('public.address.emailDigital'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes the recipient back to choose again when the week sold out, the gift no longer choosable', async () => {
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: { status: 409, body: { message: 'error.voucher.soldOut' } },
    });
    openMailedLink();
    await chooseGift('Honey from the Emmental');
    await fillAddress(ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByTestId('choice-problem')).toHaveTextContent(t('error.voucher.soldOut'));
    expect(screen.getByRole('radio', { name: /Honey from the Emmental/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Cinema voucher/ })).toBeEnabled();
  });

  it('shows an address the server refuses at its field, and a used code at the form', async () => {
    let answer = { status: 400, body: { message: 'error.address.cityMismatch', params: { localities: ['Bern'] } } };
    api = stubFetch({
      [LOOKUP]: { status: 200, body: aVoucher() },
      [VISIT]: { status: 204 },
      [ORDER]: () => answer,
    });
    openMailedLink();
    await chooseGift('Honey from the Emmental');
    await fillAddress(ADDRESS);
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    const city = screen.getByLabelText(t('public.address.city'));
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(t('error.address.cityMismatch', { localities: 'Bern' })),
    );
    answer = { status: 409, body: { message: 'error.voucher.alreadyUsed', params: { localities: [] } } };
    await userEvent.click(screen.getByRole('button', { name: t('public.redeem.placeOrder') }));
    expect(await screen.findByTestId('order-problem')).toHaveTextContent(t('error.voucher.alreadyUsed'));
  });

  it('walks through in German', async () => {
    await resetPageState('de');
    api = stubFetch({ [LOOKUP]: { status: 200, body: aVoucher() }, [VISIT]: { status: 204 } });
    openMailedLink();
    expect(await screen.findByRole('radio', { name: /Honig aus dem Emmental/ })).toBeInTheDocument();
    expect(screen.getByText('Sie können diesen Code bis am 24.12.26 einlösen.')).toBeInTheDocument();
    await chooseGift('Honig aus dem Emmental');
    expect(await screen.findByLabelText('PLZ')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Geschenk bestellen' })).toBeInTheDocument();
  });
});

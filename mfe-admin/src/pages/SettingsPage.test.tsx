import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { queryClient } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { stubFetch } from '@cadeau/ui/testing';
import { toasts } from '@cadeau/ui/toast';
import { chooseOption, chosenOption, typeTime } from '@cadeau/ui/testing/render-page';
import { renderPage } from '../test/render';
import SettingsPage from './SettingsPage';

function aSetting(key: string, extra: Record<string, unknown>) {
  return {
    key,
    group: key.split('.')[0],
    scope: 'global',
    visibility: 'public',
    active: true,
    min: null,
    max: null,
    fractionDigits: null,
    options: null,
    unit: null,
    updatedAt: null,
    ...extra,
  };
}

const settings = [
  aSetting('Campaign.LeadTimeDays', {
    type: 'number',
    value: 7,
    default: 7,
    min: 0,
    max: 365,
    fractionDigits: 0,
    unit: 'days',
  }),
  aSetting('Campaign.MinBudget', {
    type: 'number',
    value: 100_000,
    default: 100_000,
    min: 0,
    max: 100_000_000,
    fractionDigits: 0,
    unit: 'rappen',
  }),
  aSetting('Campaign.MailBusinessHours', {
    type: 'interval',
    value: { from: '07:00', to: '17:00' },
    default: { from: '07:00', to: '17:00' },
  }),
  aSetting('Mail.DispatcherProvider', {
    type: 'dropdown',
    value: 'dev',
    default: 'dev',
    options: ['sendgrid', 'dev'],
    visibility: 'admin',
  }),
  aSetting('Mail.DispatcherKey', { type: 'text', value: '', default: '', visibility: 'admin' }),
];

/** The two ends of a range the server judges together (issue 9), beside the settings above. */
const withDurations = [
  aSetting('Campaign.MinDurationDays', {
    type: 'number',
    value: 7,
    default: 7,
    min: 1,
    max: 365,
    fractionDigits: 0,
    unit: 'days',
  }),
  aSetting('Campaign.MaxDurationDays', {
    type: 'number',
    value: 30,
    default: 30,
    min: 0,
    max: 365,
    fractionDigits: 0,
    unit: 'days',
  }),
  ...settings,
];

describe('global settings (platform administrators)', () => {
  let api: ReturnType<typeof stubFetch>;
  beforeEach(() => queryClient.clear());
  afterEach(() => api.restore());

  it('shows each setting with its typed input and bounds, and the translated error of an out-of-bounds value', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/setting': { status: 200, body: settings },
      // What svc-identity answers for LeadTimeDays 400 (bounds 0-365).
      'PUT /api/setting': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['values', 0, 'value'], message: 'zod.tooBig' }] },
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const lead = await screen.findByLabelText('Lead time');
    const group = screen.getByTestId('settings-group-Campaign');
    expect(within(group).getByText(/From 0 to 365/)).toBeInTheDocument();
    // Business hours in 24 hours in both languages (issue 23: no AM/PM, whatever the browser's locale).
    expect(screen.getByLabelText('From')).toHaveValue('07:00');
    expect(screen.getByLabelText(/^Dispatcher key/)).toHaveAttribute('type', 'password');

    fireEvent.change(lead, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('save-Campaign'));
    const error = await within(group).findByRole('alert');
    // The message names the broken limit with the setting's unit (issue 23), not a bare "Too large.".
    expect(error).toHaveTextContent(/^At most 365 days\.$/);
    expect(lead).toHaveAttribute('aria-invalid', 'true');
    // The toast names the setting, not the request body's path.
    expect(toasts.list().at(-1)).toMatchObject({ severity: 'error', detail: 'Lead time: At most 365 days.' });
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      scope: 'global',
      values: [{ key: 'Campaign.LeadTimeDays', value: 400 }],
    });
  });

  it('names the broken lower limit in German, with the unit in the singular', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({
      'GET /api/setting': { status: 200, body: withDurations },
      'PUT /api/setting': {
        status: 400,
        body: { message: 'zod.invalid', issues: [{ path: ['values', 0, 'value'], message: 'zod.tooSmall' }] },
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const min = await screen.findByLabelText('Mindestdauer');
    fireEvent.change(min, { target: { value: '0' } });
    fireEvent.click(screen.getByTestId('save-Campaign'));
    const at = within(document.querySelector('[data-key="Campaign.MinDurationDays"]') as HTMLElement);
    expect(await at.findByRole('alert')).toHaveTextContent(/^Mindestens 1 Tag\.$/);
    expect(toasts.list().at(-1)).toMatchObject({ severity: 'error', detail: 'Mindestdauer: Mindestens 1 Tag.' });
    await i18n.changeLanguage('en');
  });

  it('saves a changed value in German', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({
      'GET /api/setting': { status: 200, body: settings },
      'PUT /api/setting': (call) => {
        const [{ value }] = (call.body as { values: { value: unknown }[] }).values;
        return { status: 200, body: settings.map((s) => (s.key === 'Campaign.LeadTimeDays' ? { ...s, value } : s)) };
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    fireEvent.change(await screen.findByLabelText('Vorlaufzeit'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kampagne speichern' }));
    // The draft is cleared and the saved answer reaches the query cache in separate notifications: wait for both.
    await waitFor(() => {
      expect(screen.getByTestId('save-Campaign')).toBeDisabled();
      expect(screen.getByLabelText('Vorlaufzeit')).toHaveValue('10');
    });
    expect(api.calls.find((c) => c.method === 'PUT')?.query).toEqual({});
  });

  it("discards a group's changes only after asking, and keeps them when the person cancels (issue 23)", async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({ 'GET /api/setting': { status: 200, body: settings } });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const lead = await screen.findByLabelText('Lead time');
    const saved = (lead as HTMLInputElement).value;
    expect(screen.getByTestId('discard-Campaign')).toBeDisabled();
    fireEvent.change(lead, { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('discard-Campaign'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard your changes to “Campaign”?');
    expect(dialog).toHaveTextContent('Every value changed since the last save goes back to its saved value.');
    // The focus waits on Cancel: Enter again on the button that opened it discards nothing.
    await waitFor(() => expect(screen.getByTestId('confirm-discard-cancel')).toHaveFocus());
    fireEvent.click(screen.getByTestId('confirm-discard-cancel'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(lead).toHaveValue('12');

    fireEvent.click(screen.getByTestId('discard-Campaign'));
    fireEvent.click(await screen.findByTestId('confirm-discard-ok'));
    await waitFor(() => expect(lead).toHaveValue(saved));
    expect(screen.getByTestId('discard-Campaign')).toBeDisabled();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('shows money settings in CHF with Swiss formatting and saves whole Rappen', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/setting': { status: 200, body: settings },
      'PUT /api/setting': (call) => {
        const [{ value }] = (call.body as { values: { value: unknown }[] }).values;
        return { status: 200, body: settings.map((s) => (s.key === 'Campaign.MinBudget' ? { ...s, value } : s)) };
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const budget = await screen.findByLabelText('Minimum budget');
    expect(budget).toHaveValue("1'000.00");
    const help = document.getElementById(`${budget.id}-help`)!;
    expect(help).toHaveTextContent("From CHF 0.00 to CHF 1'000'000.00");
    expect(help).toHaveTextContent("Default: CHF 1'000.00");
    fireEvent.change(budget, { target: { value: "2'500.5" } });
    fireEvent.blur(budget);
    fireEvent.click(screen.getByTestId('save-Campaign'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        scope: 'global',
        values: [{ key: 'Campaign.MinBudget', value: 250_050 }],
      }),
    );
    await waitFor(() => expect(screen.getByLabelText('Minimum budget')).toHaveValue("2'500.50"));
  });

  it("offers the operator's country by name, in the page language, and saves its code (issue 9)", async () => {
    await i18n.changeLanguage('de');
    const payment = [aSetting('Payment.Country', { type: 'text', value: 'ch', default: 'ch', visibility: 'admin' })];
    api = stubFetch({
      'GET /api/setting': { status: 200, body: payment },
      'PUT /api/setting': (call) => {
        const [{ value }] = (call.body as { values: { value: unknown }[] }).values;
        return { status: 200, body: [{ ...payment[0], value }] };
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const country = await screen.findByRole('combobox', { name: /^Land/ });
    expect(chosenOption(country)).toBe('Schweiz');
    expect(document.getElementById(`${country.id}-help`)).toHaveTextContent('Standard: Schweiz');
    await chooseOption(country, 'Liechtenstein');
    fireEvent.click(screen.getByTestId('save-Payment'));
    await waitFor(() =>
      expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        scope: 'global',
        values: [{ key: 'Payment.Country', value: 'li' }],
      }),
    );
  });

  it('shows settings that could not be loaded as an error with retry, and the settings once they load', async () => {
    await i18n.changeLanguage('en');
    let calls = 0;
    api = stubFetch({
      'GET /api/setting': () =>
        ++calls === 1 ? { status: 403, body: { message: 'error.forbidden' } } : { status: 200, body: settings },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const failed = await screen.findByTestId('load-error');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Lead time')).toHaveValue('7');
    expect(screen.queryByTestId('load-error')).not.toBeInTheDocument();
  });

  it('refuses 2.5 for a whole-number setting and business hours ending before they start, sending nothing (issue 9)', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({ 'GET /api/setting': { status: 200, body: settings } });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const lead = await screen.findByLabelText('Lead time');
    fireEvent.change(lead, { target: { value: '2.5' } });
    fireEvent.blur(lead);
    // Kept as typed, not rounded to 3.
    expect(lead).toHaveValue('2.5');
    typeTime(screen.getByLabelText('From'), '18:00');
    typeTime(screen.getByLabelText('To'), '08:00');
    fireEvent.click(screen.getByTestId('save-Campaign'));

    const at = (key: string) => within(document.querySelector(`[data-key="${key}"]`) as HTMLElement);
    expect(await at('Campaign.LeadTimeDays').findByRole('alert')).toHaveTextContent('Enter a whole number.');
    expect(at('Campaign.MailBusinessHours').getByRole('alert')).toHaveTextContent('The end must be after the start.');
    // Both ends of the hours are marked.
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a maximum below its minimum at both settings, and every issue of a setting, until one end changes', async () => {
    await i18n.changeLanguage('en');
    api = stubFetch({
      'GET /api/setting': { status: 200, body: withDurations },
      // What svc-identity answers for MaxDurationDays 400 alone against the minimum in force (7 days).
      'PUT /api/setting': {
        status: 400,
        body: {
          message: 'zod.invalid',
          issues: [
            { path: ['settings', 'Campaign.MinDurationDays'], message: 'error.setting.maxBelowMin' },
            { path: ['values', 0, 'value'], message: 'zod.tooBig' },
            { path: ['values', 0, 'value'], message: 'error.setting.maxBelowMin' },
          ],
        },
      },
    });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const max = await screen.findByLabelText('Maximum duration');
    fireEvent.change(max, { target: { value: '400' } });
    fireEvent.click(screen.getByTestId('save-Campaign'));

    const at = (key: string) => within(document.querySelector(`[data-key="${key}"]`) as HTMLElement);
    const maxError = await at('Campaign.MaxDurationDays').findByRole('alert');
    expect(maxError).toHaveTextContent('At most 365 days. The maximum must not be below the minimum.');
    expect(at('Campaign.MinDurationDays').getByRole('alert')).toHaveTextContent(
      'The maximum must not be below the minimum.',
    );
    expect(screen.getByLabelText('Minimum duration')).toHaveAttribute('aria-invalid', 'true');
    expect(max).toHaveAttribute('aria-invalid', 'true');
    expect(toasts.list().at(-1)).toMatchObject({ severity: 'error' });

    // A change elsewhere leaves the pair alone.
    fireEvent.change(screen.getByLabelText('Lead time'), { target: { value: '8' } });
    expect(at('Campaign.MinDurationDays').getByRole('alert')).toHaveTextContent(
      'The maximum must not be below the minimum.',
    );
    // Raising the minimum's partner resolves the pair at both ends; the maximum's own bound issue goes with its change.
    fireEvent.change(screen.getByLabelText('Minimum duration'), { target: { value: '5' } });
    await waitFor(() => expect(at('Campaign.MinDurationDays').queryByRole('alert')).not.toBeInTheDocument());
    expect(at('Campaign.MaxDurationDays').getByRole('alert')).toHaveTextContent(/^At most 365 days\.$/);
    expect(at('Campaign.MaxDurationDays').getByRole('alert')).not.toHaveTextContent('minimum');
  });

  it('fits a phone (390 px): the business hours, the buttons and the labels wrap, no control is wider than its card (issue 23)', async () => {
    await i18n.changeLanguage('de');
    api = stubFetch({ 'GET /api/setting': { status: 200, body: settings } });
    renderPage(<SettingsPage />, { path: '/cockpit/settings', url: '/cockpit/settings' });
    const from = await screen.findByLabelText('Von');
    // The two ends of the business hours stack on a phone, each label beside its own input.
    const ends = screen.getByTestId('interval-ends');
    expect(ends).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect([...ends.children].map((end) => end.textContent)).toEqual(['Von', 'Bis']);
    expect(from.closest('[data-testid="interval-ends"] > *')).toBe(ends.children[0]);
    expect(screen.getByLabelText('Bis').closest('[data-testid="interval-ends"] > *')).toBe(ends.children[1]);
    // "Kampagne speichern" and "Änderungen verwerfen" side by side are wider than a phone's card: they wrap.
    expect(screen.getByTestId('actions-Campaign')).toHaveStyle({ display: 'flex', flexWrap: 'wrap' });
    expect(screen.getByText('Vorlaufzeit').closest('span')).toHaveStyle({ overflowWrap: 'anywhere' });
    // A card on a 390 px phone has about 300 px inside (16 px page and 24 px card padding on each side): a control
    // with a fixed width beyond what an interval end takes (a 130 px time input and its label) is capped by it.
    const page = screen.getByTestId('admin-settings-page');
    const fixed = [...page.querySelectorAll<HTMLElement>('[style*="width"]')].filter(
      (el) => /px$/.test(el.style.width) && parseFloat(el.style.width) > 130,
    );
    expect(fixed.length).toBeGreaterThanOrEqual(3); // the days, the CHF amount and the dispatcher
    for (const el of fixed) expect([el.style.width, el.style.maxWidth]).toEqual([el.style.width, '100%']);
  });
});

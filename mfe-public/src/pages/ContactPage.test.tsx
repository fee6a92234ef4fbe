import { waitFor } from '@testing-library/react';
import { stubFetch } from '@cadeau/ui/testing';
import { errorToast, renderPage, resetPageState, screen, t, userEvent } from '../testing/render-page';

describe('/contact', () => {
  let api: ReturnType<typeof stubFetch> | null = null;
  beforeEach(() => resetPageState());
  afterEach(() => api?.restore());

  it('needs a name, a message and a phone number or an e-mail address', async () => {
    api = stubFetch({});
    renderPage('/contact');
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getAllByText(t('public.form.required'))).toHaveLength(2);
    expect(screen.getAllByText(t('public.contact.contactMissing'))).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(t('public.contact.phone')), 'call me');
    expect(screen.getByText(t('error.phone.invalid'))).toBeInTheDocument();
    // A number a digit short is no number either (the server's rule, issue 23); leaving the field keeps it as typed.
    await userEvent.clear(screen.getByLabelText(t('public.contact.phone')));
    await userEvent.type(screen.getByLabelText(t('public.contact.phone')), '044 123 45 6');
    await userEvent.tab();
    expect(screen.getByLabelText(t('public.contact.phone'))).toHaveValue('044 123 45 6');
    expect(screen.getByText(t('error.phone.invalid'))).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('sends the form with a phone number only, written as Swiss people do, in E.164 (issue 23)', async () => {
    api = stubFetch({ 'POST /api/contact': { status: 201, body: { ok: true } } });
    renderPage('/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Anna Muster');
    await userEvent.type(screen.getByLabelText(t('public.contact.phone')), '044 123 45 67');
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me about a campaign.');
    // Left, the field shows the number grouped with its country code.
    expect(screen.getByLabelText(t('public.contact.phone'))).toHaveValue('+41 44 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent(t('public.contact.sent'));
    expect(api.calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/contact',
        body: { name: 'Anna Muster', phone: '+41441234567', message: 'Please call me about a campaign.' },
      },
    ]);
  });

  it('shows the server key translated', async () => {
    api = stubFetch({ 'POST /api/contact': { status: 400, body: { message: 'error.contact.missingContactInfo' } } });
    renderPage('/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Anna');
    await userEvent.type(screen.getByLabelText(t('public.contact.email')), 'anna@example.ch');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(errorToast()).toBe(t('error.contact.missingContactInfo')));
  });

  it('shows every field the server refuses at its field at once, not one issue in a toast', async () => {
    api = stubFetch({
      'POST /api/contact': {
        status: 400,
        body: {
          message: 'zod.invalid',
          issues: [
            { path: ['email'], message: 'zod.invalidEmail' },
            { path: ['message'], message: 'zod.tooBig' },
          ],
        },
      },
    });
    renderPage('/contact');
    await userEvent.type(await screen.findByLabelText('Name'), 'Anna');
    await userEvent.type(screen.getByLabelText(t('public.contact.email')), 'anna@example.ch');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(t('zod.tooBig'))).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(t('public.contact.email'))).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(errorToast()).toBeUndefined();
  });

  it('keeps names and phone numbers within the lengths the server takes', async () => {
    api = stubFetch({});
    renderPage('/contact');
    expect(await screen.findByLabelText('Name')).toHaveAttribute('maxlength', '200');
    expect(screen.getByLabelText(t('public.contact.phone'))).toHaveAttribute('maxlength', '50');
  });
});

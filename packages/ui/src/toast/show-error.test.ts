import { ApiError } from '@cadeau/ui/api';
import { i18n } from '@cadeau/ui/i18n';
import { dismissErrors, errorDisplay, errorTexts, showError, showSuccess, toasts } from '@cadeau/ui/toast';

describe('error display mapping (spec section 8)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => toasts.clear());

  it('no message gives error.unknown', () => {
    expect(errorDisplay(undefined).key).toBe('error.unknown');
    expect(errorDisplay(new Error('')).key).toBe('error.unknown');
    expect(errorDisplay(new ApiError(502, '')).key).toBe('error.unknown');
  });

  it("a message starting with 'error.' is shown as is", () => {
    expect(errorDisplay(new ApiError(401, 'error.login.invalidCredentials')).key).toBe(
      'error.login.invalidCredentials',
    );
    expect(errorDisplay('error.forbidden').key).toBe('error.forbidden');
  });

  it("a message starting with 'zod.' is shown as is, with its issues", () => {
    const err = new ApiError(400, 'zod.invalid', [{ path: ['email'], message: 'zod.invalidEmail' }]);
    expect(errorDisplay(err)).toEqual({
      key: 'zod.invalid',
      issues: [{ path: ['email'], message: 'zod.invalidEmail' }],
    });
    expect(errorTexts(err)).toEqual({ summary: 'Invalid input.', detail: 'email: Invalid e-mail address.' });
  });

  it("an 'error.' answer's params are interpolated into its text (an expired code names its campaign and end)", () => {
    const err = new ApiError(409, 'error.voucher.expired', [], undefined, {
      campaignName: 'Summer',
      endDate: '2026-08-31',
    });
    expect(errorDisplay(err)).toEqual({
      key: 'error.voucher.expired',
      issues: [],
      params: { campaignName: 'Summer', endDate: '2026-08-31' },
    });
    expect(errorTexts(err).summary).toBe('This gift code has expired: the campaign “Summer” ended on 2026-08-31.');
  });

  it("a message containing 'Failed to fetch' gives error.network", () => {
    expect(errorDisplay(new TypeError('Failed to fetch')).key).toBe('error.network');
    expect(errorDisplay(new TypeError('NetworkError when attempting to fetch resource.')).key).toBe('error.network');
  });

  it('anything else gives error.unknown', () => {
    expect(errorDisplay(new Error('Cannot read properties of undefined')).key).toBe('error.unknown');
    expect(errorDisplay({}).key).toBe('error.unknown');
  });

  it('a key the client has no text for is shown as the unknown error, never raw', () => {
    expect(errorTexts(new ApiError(400, 'error.somethingNewOnTheServer')).summary).toBe(
      'An unexpected error occurred.',
    );
  });

  it('showError adds a translated error toast to the notification group', () => {
    showError(new ApiError(401, 'error.login.invalidCredentials'));
    expect(toasts.list()).toEqual([
      expect.objectContaining({
        severity: 'error',
        summary: 'E-mail or password is incorrect.',
        group: 'notification',
        life: 5000,
        closable: true,
      }),
    ]);
  });

  it('a success, or dismissErrors, removes the error toasts of earlier tries and nothing else', () => {
    showError(new ApiError(401, 'error.login.invalidCredentials'));
    toasts.add({ summary: 'Elsewhere', severity: 'error', group: 'other' });
    toasts.add({ summary: 'Saved earlier', severity: 'success' });
    showSuccess('Saved');
    expect(toasts.list().map((t) => t.summary)).toEqual(['Elsewhere', 'Saved earlier', 'Saved']);
    showError(new ApiError(401, 'error.login.invalidCredentials'));
    dismissErrors();
    expect(toasts.list().map((t) => t.summary)).toEqual(['Elsewhere', 'Saved earlier', 'Saved']);
  });
});

import { mailLinkPaths } from '@cadeau/contracts';
import { link, type Template } from './types';

/**
 * Notices to an address that already has an account, sent where svc-identity answers as if it had none
 * (issue 8: answers must not tell whether an account exists). Neither carries a link that completes
 * anything: they point to the login and to a new password.
 */

export const registrationAttempt: Template<'registrationAttempt'> = {
  de: (d, ctx) => ({
    subject: 'Registrierung mit Ihrer E-Mail-Adresse',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      `Jemand hat versucht, die Organisation ${d.organizationName} mit Ihrer E-Mail-Adresse auf Cadeau zu registrieren. Zu dieser Adresse gibt es bereits ein Konto, deshalb wurde nichts angelegt.`,
      'Waren Sie das? Dann melden Sie sich mit Ihrem bestehenden Konto an.',
    ],
    action: { label: 'Anmelden', url: link(ctx, mailLinkPaths.login) },
    secondary: {
      text: 'Passwort vergessen?',
      label: 'Neues Passwort anfordern',
      url: link(ctx, mailLinkPaths.forgotPassword),
    },
    after: ['Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.'],
  }),
  en: (d, ctx) => ({
    subject: 'Registration with your e-mail address',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      `Someone tried to register the organisation ${d.organizationName} on Cadeau with your e-mail address. This address already has an account, so nothing was created.`,
      'Was it you? Then log in with your existing account.',
    ],
    action: { label: 'Log in', url: link(ctx, mailLinkPaths.login) },
    secondary: {
      text: 'Forgot your password?',
      label: 'Request a new password',
      url: link(ctx, mailLinkPaths.forgotPassword),
    },
    after: ['If this was not you, you can ignore this e-mail: nothing changed in your account.'],
  }),
};

export const emailAddressTaken: Template<'emailAddressTaken'> = {
  de: (d, ctx) => ({
    subject: 'Ihre E-Mail-Adresse gehört bereits zu einem Konto',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      'Jemand möchte diese E-Mail-Adresse für ein anderes Cadeau-Konto verwenden. Sie gehört bereits zu Ihrem Konto, deshalb kann die Änderung nicht abgeschlossen werden.',
      'Wollten Sie Ihre Konten zusammenlegen? Melden Sie sich mit dieser Adresse an.',
    ],
    action: { label: 'Anmelden', url: link(ctx, mailLinkPaths.login) },
    after: ['Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: An Ihrem Konto hat sich nichts geändert.'],
  }),
  en: (d, ctx) => ({
    subject: 'Your e-mail address already belongs to an account',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      'Someone wants to use this e-mail address for another Cadeau account. It already belongs to your account, so the change cannot be completed.',
      'Did you want to bring your accounts together? Log in with this address.',
    ],
    action: { label: 'Log in', url: link(ctx, mailLinkPaths.login) },
    after: ['If this was not you, you can ignore this e-mail: nothing changed in your account.'],
  }),
};

import { mailLinkPaths } from '@cadeau/contracts';
import { link, type Template } from './types';

export const emailConfirmation: Template<'emailConfirmation'> = {
  de: (d, ctx) => ({
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: ['Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie Ihr Cadeau-Konto nutzen können.'],
    action: { label: 'E-Mail-Adresse bestätigen', url: link(ctx, mailLinkPaths.emailConfirmation, { token: d.token }) },
    after: [
      ...(d.validHours ? [`Der Link ist ${d.validHours} Stunden gültig.`] : []),
      'Falls Sie kein Konto eröffnet haben, können Sie diese E-Mail ignorieren.',
    ],
  }),
  en: (d, ctx) => ({
    subject: 'Confirm your e-mail address',
    greeting: `Hello ${d.firstName}`,
    paragraphs: ['Please confirm your e-mail address so you can use your Cadeau account.'],
    action: { label: 'Confirm e-mail address', url: link(ctx, mailLinkPaths.emailConfirmation, { token: d.token }) },
    after: [
      ...(d.validHours ? [`The link is valid for ${d.validHours} hours.`] : []),
      'If you did not create an account, you can ignore this e-mail.',
    ],
  }),
};

export const passwordReset: Template<'passwordReset'> = {
  de: (d, ctx) => ({
    subject: 'Passwort zurücksetzen',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: ['Sie haben ein neues Passwort für Ihr Cadeau-Konto angefordert.'],
    action: { label: 'Neues Passwort festlegen', url: link(ctx, mailLinkPaths.passwordReset, { token: d.token }) },
    after: [
      ...(d.validMinutes ? [`Der Link ist ${d.validMinutes} Minuten gültig und kann einmal verwendet werden.`] : []),
      'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Passwort bleibt unverändert.',
    ],
  }),
  en: (d, ctx) => ({
    subject: 'Reset your password',
    greeting: `Hello ${d.firstName}`,
    paragraphs: ['You asked for a new password for your Cadeau account.'],
    action: { label: 'Choose a new password', url: link(ctx, mailLinkPaths.passwordReset, { token: d.token }) },
    after: [
      ...(d.validMinutes ? [`The link is valid for ${d.validMinutes} minutes and can be used once.`] : []),
      'If this was not you, you can ignore this e-mail: your password stays unchanged.',
    ],
  }),
};

/** The first platform administrator (svc-identity create-first-admin): the account exists, the link sets its password. */
export const platformAdminWelcome: Template<'platformAdminWelcome'> = {
  de: (d, ctx) => ({
    subject: 'Ihr Zugang als Plattform-Administrator von Cadeau',
    greeting: 'Guten Tag',
    paragraphs: [
      'Für diese E-Mail-Adresse wurde das erste Administratorkonto der Cadeau-Plattform eröffnet.',
      'Legen Sie Ihr Passwort fest, danach melden Sie sich mit dieser Adresse an.',
    ],
    action: { label: 'Passwort festlegen', url: link(ctx, mailLinkPaths.passwordReset, { token: d.token }) },
    after: [
      `Der Link ist ${d.validHours} Stunden gültig und kann einmal verwendet werden. Ist er abgelaufen, fordern Sie auf der Anmeldeseite mit «Passwort vergessen» einen neuen an.`,
      'Ihren Namen ändern Sie nach der Anmeldung in Ihrem Profil.',
    ],
  }),
  en: (d, ctx) => ({
    subject: 'Your platform administrator account at Cadeau',
    greeting: 'Hello',
    paragraphs: [
      'The first administrator account of the Cadeau platform was opened for this e-mail address.',
      'Choose your password, then log in with this address.',
    ],
    action: { label: 'Choose your password', url: link(ctx, mailLinkPaths.passwordReset, { token: d.token }) },
    after: [
      `The link is valid for ${d.validHours} hours and can be used once. If it has expired, ask for a new one with "Forgot password" on the login page.`,
      'You can change your name in your profile once you are logged in.',
    ],
  }),
};

export const emailChangeOld: Template<'emailChangeOld'> = {
  de: (d, ctx) => ({
    subject: 'Änderung Ihrer E-Mail-Adresse bestätigen',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      `Sie möchten die E-Mail-Adresse Ihres Cadeau-Kontos in ${d.newEmail} ändern.`,
      'Bitte bestätigen Sie die Änderung auch hier. Bis beide Adressen bestätigt sind, bleibt diese Adresse aktiv.',
    ],
    action: { label: 'Änderung bestätigen', url: link(ctx, mailLinkPaths.emailChange, { token: d.token }) },
    secondary: {
      text: 'Sie haben das nicht veranlasst?',
      label: 'Änderung abbrechen',
      url: link(ctx, mailLinkPaths.emailChange, { token: d.token, action: 'cancel' }),
    },
  }),
  en: (d, ctx) => ({
    subject: 'Confirm the change of your e-mail address',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      `You asked to change the e-mail address of your Cadeau account to ${d.newEmail}.`,
      'Please confirm the change here as well. This address stays active until both addresses are confirmed.',
    ],
    action: { label: 'Confirm the change', url: link(ctx, mailLinkPaths.emailChange, { token: d.token }) },
    secondary: {
      text: 'You did not ask for this?',
      label: 'Cancel the change',
      url: link(ctx, mailLinkPaths.emailChange, { token: d.token, action: 'cancel' }),
    },
  }),
};

export const emailChangeNew: Template<'emailChangeNew'> = {
  de: (d, ctx) => ({
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      'Diese Adresse soll die neue E-Mail-Adresse Ihres Cadeau-Kontos werden. Bitte bestätigen Sie, dass sie Ihnen gehört.',
      'Die Änderung gilt, sobald auch die bisherige Adresse bestätigt ist.',
    ],
    action: { label: 'Neue Adresse bestätigen', url: link(ctx, mailLinkPaths.emailChange, { token: d.token }) },
    after: ['Falls Sie das nicht veranlasst haben, können Sie diese E-Mail ignorieren.'],
  }),
  en: (d, ctx) => ({
    subject: 'Confirm your new e-mail address',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      'This address is to become the new e-mail address of your Cadeau account. Please confirm that it is yours.',
      'The change takes effect once your previous address is confirmed too.',
    ],
    action: { label: 'Confirm new address', url: link(ctx, mailLinkPaths.emailChange, { token: d.token }) },
    after: ['If you did not ask for this, you can ignore this e-mail.'],
  }),
};

export const passwordChanged: Template<'passwordChanged'> = {
  de: (d, ctx) => ({
    subject: 'Ihr Passwort wurde geändert',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      d.via === 'reset'
        ? 'Das Passwort Ihres Cadeau-Kontos wurde soeben über einen Link zum Zurücksetzen neu festgelegt. Alle Sitzungen wurden beendet.'
        : 'Das Passwort Ihres Cadeau-Kontos wurde soeben in den Einstellungen geändert. Ihre anderen Sitzungen wurden beendet.',
      'Falls Sie das waren, müssen Sie nichts weiter tun.',
      'Falls Sie das nicht waren, legen Sie sofort ein neues Passwort fest: Der Link dazu geht an diese Adresse.',
    ],
    action: { label: 'Neues Passwort festlegen', url: link(ctx, mailLinkPaths.forgotPassword) },
  }),
  en: (d, ctx) => ({
    subject: 'Your password was changed',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      d.via === 'reset'
        ? 'The password of your Cadeau account was just set anew through a reset link. All sessions were ended.'
        : 'The password of your Cadeau account was just changed in the settings. Your other sessions were ended.',
      'If this was you, there is nothing else to do.',
      'If this was not you, choose a new password right away: the link for it goes to this address.',
    ],
    action: { label: 'Choose a new password', url: link(ctx, mailLinkPaths.forgotPassword) },
  }),
};

export const emailChanged: Template<'emailChanged'> = {
  de: (d, ctx) => ({
    subject: 'Die E-Mail-Adresse Ihres Kontos wurde geändert',
    greeting: `Guten Tag ${d.firstName}`,
    paragraphs: [
      `Die E-Mail-Adresse Ihres Cadeau-Kontos lautet ab sofort ${d.newEmail}. Diese Adresse erhält keine Nachrichten zum Konto mehr.`,
      'Falls Sie das waren, müssen Sie nichts weiter tun.',
      'Falls Sie das nicht waren, nehmen Sie bitte sofort mit uns Kontakt auf.',
    ],
    action: { label: 'Kontakt aufnehmen', url: link(ctx, mailLinkPaths.contact) },
  }),
  en: (d, ctx) => ({
    subject: 'The e-mail address of your account was changed',
    greeting: `Hello ${d.firstName}`,
    paragraphs: [
      `The e-mail address of your Cadeau account is now ${d.newEmail}. This address no longer receives messages about the account.`,
      'If this was you, there is nothing else to do.',
      'If this was not you, please contact us right away.',
    ],
    action: { label: 'Contact us', url: link(ctx, mailLinkPaths.contact) },
  }),
};

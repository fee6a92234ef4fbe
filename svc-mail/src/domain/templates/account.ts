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

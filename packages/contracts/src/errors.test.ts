import { allErrorKeys } from './errors';

/** The messages of spec section 8 in the areas of svc-identity (issue 3), as keys the client translates. */
const section8 = [
  'error.confirmation.alreadyConfirmed',
  'error.confirmation.expired',
  'error.confirmation.notFound',
  'error.contact.missingContactInfo',
  'error.noUserFound',
  'error.emailChange.currentAlreadyConfirmed',
  'error.emailChange.newAlreadyConfirmed',
  'error.forbidden',
  'error.unauthorized',
  'error.notFound',
  'error.network',
  'error.unknown',
  'error.validation',
  'error.userBlocked',
  'error.invitation.cannotDeleteNonPending',
  'error.invitation.emailMismatch',
  'error.invitation.idMissing',
  'error.invitation.noEmail',
  'error.invitation.noPassword',
  'error.invitation.notFound',
  'error.invitation.organizationLinkingFailed',
  'error.invitation.userAlreadyInOrganization',
  'error.invitation.userNotAuthorized',
  'error.invoiceAddress.invalidIban',
  'error.login.emailNotConfirmed',
  'error.login.invalidCredentials',
  'error.login.userBlocked',
  'error.organization.alreadyExists',
  'error.organization.invalidStatus',
  'error.organization.noneSelected',
  'error.organization.cannotRemoveSelf',
  'error.organization.cannotUpdateSelf',
  'error.organization.userNotInOrganization',
  'error.password.newPasswordsMismatch',
  'error.password.oldPasswordInvalid',
  'error.passwordReset.alreadyUsed',
  'error.passwordReset.expired',
  'error.passwordReset.notFound',
  'error.passwordReset.replaced',
  'error.registration.invalidCredentials',
  'error.registration.passwordMismatch',
  'error.registration.userExists',
  'error.user.cannotRemoveOwnAdminRole',
];

/** Spec section 8, "Mail dispatch" (svc-mail), in the catalogue's order. */
const mailDispatch = [
  'error.mail.invalidAttachmentEncoding',
  'error.mail.redirectAddressMissing',
  'error.mail.providerDisabled',
  'error.mail.senderNotAllowed',
  'error.mail.missingKey',
  'error.mail.defaultSenderMissing',
  'error.mail.senderNameMissing',
  'error.mail.replyToMissing',
  'error.mail.queueFailed',
  'error.mail.recipientUnsubscribed',
  'error.mail.dnsError',
  'error.mail.invalidFormat',
  'error.mail.localPartTooLong',
  'error.mail.localPartTooShort',
  'error.mail.noMx',
  'error.mail.tooLong',
  'error.mail.domainTooLong',
  'error.mail.domainPartTooLong',
];

describe('error keys', () => {
  it('has every identity message of spec section 8', () => {
    const keys = allErrorKeys();
    for (const key of section8) expect({ key, present: keys.includes(key) }).toEqual({ key, present: true });
  });

  it('has every mail dispatch message of spec section 8', () => {
    const keys = allErrorKeys();
    for (const key of mailDispatch) expect({ key, present: keys.includes(key) }).toEqual({ key, present: true });
  });

  it('has no key twice', () => {
    const keys = allErrorKeys();
    expect(new Set(keys).size).toBe(keys.length);
  });
});

import { ErrorKeys, type ReleaseBlocker } from '@cadeau/contracts';

/**
 * The release blockers of spec section 5 that recipients decide, of what the recipients table holds: no
 * recipients (`error.campaign.noRecipients`), else recipients without a valid e-mail
 * (`error.campaign.invalidRecipientEmails` with their `count`), each pointing to the recipients section; empty when
 * nothing blocks.
 */
export function recipientBlockersOf(recipients: { any: boolean; invalid: number }): ReleaseBlocker[] {
  if (!recipients.any) return [{ key: ErrorKeys.campaign.noRecipients, section: 'recipients' }];
  if (recipients.invalid > 0)
    return [
      { key: ErrorKeys.campaign.invalidRecipientEmails, section: 'recipients', params: { count: recipients.invalid } },
    ];
  return [];
}

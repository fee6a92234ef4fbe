import { checkAddressSyntax } from '@cadeau/contracts';
import { ErrorKeys } from '@cadeau/contracts/errors';

export interface SenderConfig {
  from: { email: string; name: string };
  replyTo: string | null;
}

/**
 * Checks the sender configuration (MAIL_FROM_ADDRESS, MAIL_FROM_NAME, MAIL_REPLY_TO) before anything is
 * dispatched. Every mail would carry the same flaw, so a problem holds all mail back (it stays pending
 * and goes out once the configuration is fixed) instead of failing each one at the provider.
 * The reply-to address is optional; one that is set must be an address.
 */
export function senderProblem(config: SenderConfig): { key: string; reason: string } | null {
  if (!config.from.email.trim() || !checkAddressSyntax(config.from.email).ok) {
    return {
      key: ErrorKeys.mail.defaultSenderMissing,
      reason: `MAIL_FROM_ADDRESS is not a usable address: "${config.from.email}"`,
    };
  }
  if (!config.from.name.trim()) return { key: ErrorKeys.mail.senderNameMissing, reason: 'MAIL_FROM_NAME is empty' };
  if (config.replyTo !== null && !checkAddressSyntax(config.replyTo).ok) {
    return { key: ErrorKeys.mail.replyToMissing, reason: `MAIL_REPLY_TO is not a usable address: "${config.replyTo}"` };
  }
  return null;
}

import { ErrorKeys } from '@cadeau/contracts/errors';
import type { MailSettings } from '../../domain/settings';
import { DevProvider, type DevInbox } from './dev';
import { SendGridProvider } from './sendgrid';
import type { MailProvider } from '../../domain/provider';

export type { LookupOutcome, MailProvider, OutgoingBatch, OutgoingMail, SendOutcome } from '../../domain/provider';
export type { DevDelivery, DevInbox } from './dev';
export { MESSAGE_ID_ARG } from './sendgrid';

export type ProviderChoice = { provider: MailProvider } | { disabled: string; reason: string };

export interface ProviderFactoryOptions {
  sendTimeoutMs: number;
  reconcileWindowMs: number;
  /** Where the dev provider puts the campaign mails it fills (the dev mailbox shows them). */
  devInbox?: DevInbox;
}

/**
 * Builds the provider the settings ask for and keeps it while key and URL stay the same (the SendGrid
 * client holds a connection pool). A sendgrid provider without a key is disabled (error.mail.missingKey), not an error per mail.
 */
export class ProviderFactory {
  private current: { signature: string; provider: MailProvider } | null = null;
  private readonly dev: DevProvider;

  constructor(private readonly opts: ProviderFactoryOptions) {
    this.dev = new DevProvider(opts.devInbox ?? null);
  }

  choose(settings: MailSettings): ProviderChoice {
    if (settings.provider === 'dev') return { provider: this.dev };
    if (!settings.providerKey) return { disabled: ErrorKeys.mail.missingKey, reason: 'Mail.DispatcherKey is not set' };
    const signature = `${settings.providerKey}\n${settings.providerUrl ?? ''}`;
    if (this.current?.signature !== signature) {
      this.current = {
        signature,
        provider: new SendGridProvider({
          apiKey: settings.providerKey,
          baseUrl: settings.providerUrl,
          timeoutMs: this.opts.sendTimeoutMs,
          reconcileWindowMs: this.opts.reconcileWindowMs,
        }),
      };
    }
    return { provider: this.current.provider };
  }
}

import { randomUUID } from 'node:crypto';
import {
  renderMailDesignRoute,
  type MailDesign,
  type MailPlaceholderValues,
  type RenderedMailDesign,
} from '@cadeau/contracts';
import { createInternalClient } from '@cadeau/service-kit';

/** svc-mail as svc-campaign needs it: the server's rendering of a mail design (ADR 0008 internal route). */
export interface MailAdapter {
  /**
   * `design` in `language` as e-mail HTML (MJML), placeholders replaced by the escaped `values` or svc-mail's
   * samples. 503 `error.serviceUnavailable` while svc-mail cannot be reached; its 4xx come back as they are.
   */
  render(design: MailDesign, language: 'de' | 'en', values?: MailPlaceholderValues): Promise<RenderedMailDesign>;
}

export function mailAdapter(opts: { baseUrl: string; secret: string; timeoutMs?: number }): MailAdapter {
  const client = createInternalClient({
    caller: 'svc-campaign',
    service: 'mail',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 5000,
    retries: 1,
  });
  return {
    // A rendering changes nothing, so a key lets the client retry it after a timeout or a restart of svc-mail.
    render: (design, language, values) =>
      client.call(renderMailDesignRoute, { body: { design, language, values }, idempotencyKey: randomUUID() }),
  };
}

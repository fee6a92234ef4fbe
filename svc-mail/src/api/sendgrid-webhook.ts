import { SENDGRID_SIGNATURE_HEADER, SENDGRID_TIMESTAMP_HEADER } from '@cadeau/contracts';
import { errors } from '@cadeau/service-kit';
import { parseSendGridBatch } from '../adapters/providers/sendgrid-events';
import { applyProviderEventPlans } from '../db/provider-events';
import { planWithDelivery } from '../domain/provider-events';
import type { MailDeps, MailHandler } from './deps';
import { readRawBody } from '@cadeau/service-kit';

/** SendGrid posts batches of events; a few MB is far above what one batch holds. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * POST /mail/webhook/sendgrid: SendGrid's signed event webhook. The signature is checked over the raw
 * bytes before anything is parsed (403 otherwise, also when no verification key is configured). Opens,
 * clicks, unsubscribes and "processed" events update the messages they name by our id in custom_args.
 * No timestamp window is enforced: every effect is idempotent, so a replayed batch changes nothing.
 */
export const sendGridWebhook =
  ({ kit, webhook }: MailDeps): MailHandler<'POST /mail/webhook/sendgrid'> =>
  async (ctx) => {
    const raw = await readRawBody(ctx.req, WEBHOOK_BODY_LIMIT);
    if (!webhook) {
      ctx.state.logger.warn('sendgrid webhook called but SENDGRID_WEBHOOK_PUBLIC_KEY is not set');
      throw errors.forbidden();
    }
    if (
      !webhook.verify(
        raw,
        ctx.get(SENDGRID_SIGNATURE_HEADER) || undefined,
        ctx.get(SENDGRID_TIMESTAMP_HEADER) || undefined,
      )
    ) {
      throw errors.forbidden();
    }
    const batch = parseSendGridBatch(raw);
    if (!batch) throw errors.badRequest();
    const applied = await applyProviderEventPlans(kit.db, batch.events.map(planWithDelivery), (trx, subject, data) =>
      kit.addEvent(trx, subject, data as never),
    );
    const counts = { received: batch.received, applied, ignored: batch.received - applied };
    ctx.state.logger.info(counts, 'sendgrid events applied');
    return counts;
  };

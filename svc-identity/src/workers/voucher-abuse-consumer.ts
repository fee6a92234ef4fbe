import { streams } from '@cadeau/contracts';
import type { ConsumerDef } from '@cadeau/service-kit';
import { notify } from '../db/notifications';
import type { Outbox } from '../db/outbox';
import { platformAdminIds } from '../db/users';
import { voucherAbuseNotification, voucherAbuseSubjects, type VoucherAbuseSubject } from '../domain/voucher-abuse';

/**
 * svc-campaign's `voucher.lookupBudgetExhausted` (issue 12) becomes a notification with its mail for every platform
 * administrator, as a released campaign's review task does (campaign-news-consumer.ts): someone is guessing gift
 * codes and recipients are asked to try again later. svc-campaign publishes it once per window; the kit's inbox
 * makes a redelivery harmless.
 */
export function voucherAbuseConsumer(
  kit: Outbox,
  stream: string = streams.campaign.name,
): ConsumerDef<VoucherAbuseSubject> {
  return {
    durable: 'identity-voucher-abuse',
    stream,
    filterSubjects: voucherAbuseSubjects,
    async handle(trx, event) {
      await notify(kit, trx, await platformAdminIds(trx), { ...voucherAbuseNotification(event.data), mail: true });
    },
  };
}

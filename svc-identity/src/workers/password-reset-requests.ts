import { PollingWorker, type Kit } from '@cadeau/service-kit';
import { settleNextPasswordResetRequest } from '../db/password-reset-requests';

/** Requests settled per tick before the next one starts (a backlog is worked off without pausing). */
const BATCH = 20;

/**
 * Settles forgot-password requests after the answer went out (issue 8: equal timing for known and unknown
 * addresses). Nudged by the handler after each request; the poll picks up requests of other replicas and
 * any left by a failed tick. A failure of the database backs off and retries.
 */
export function passwordResetWorker(kit: Pick<Kit, 'db' | 'addEvent' | 'queueMail' | 'logger'>, pollMs = 2_000) {
  const onError = (err: unknown) =>
    kit.logger.warn({ err }, 'a forgot-password request failed and was dropped; the person can ask again');
  return new PollingWorker({
    name: 'forgot-password requests',
    logger: kit.logger,
    pollMs,
    async tick() {
      for (let i = 0; i < BATCH; i++) if ((await settleNextPasswordResetRequest(kit, onError)) === 'none') return;
      return 'again';
    },
  });
}

import { PollingWorker, type Kit } from '@cadeau/service-kit';
import { settleNextMailRequest } from '../db/mail-requests';

/** Requests settled per tick before the next one starts (a backlog is worked off without pausing). */
const BATCH = 20;

/**
 * Settles forgot-password and confirmation-resend requests after the answer went out (issue 8: equal
 * timing for known and unknown addresses). Nudged by the handlers after each request; the poll picks up
 * requests of other replicas and any left by a failed tick. A failure of the database backs off and retries.
 */
export function mailRequestWorker(kit: Pick<Kit, 'db' | 'addEvent' | 'queueMail' | 'logger'>, pollMs = 2_000) {
  const onError = (err: unknown) =>
    kit.logger.warn(
      { err },
      'a mail request (reset or confirmation link) failed and was dropped; the person can ask again',
    );
  return new PollingWorker({
    name: 'mail requests',
    logger: kit.logger,
    pollMs,
    async tick() {
      for (let i = 0; i < BATCH; i++) if ((await settleNextMailRequest(kit, onError)) === 'none') return;
      return 'again';
    },
  });
}

import { IMPORT_PROGRESS_SUBJECT, type ImportPhase, type ImportProgressMessage } from '@cadeau/contracts';
import type { Kit } from '@cadeau/service-kit';

/**
 * Publishes an import's progress for the gateway, which tells the importing user's browsers
 * (`campaign:importProgress`). Core NATS, not JetStream: progress is worth something only while it is fresh, a
 * lost message is replaced by the next, and nothing must be stored. Without NATS (or while it is away) the
 * import goes on unseen: progress never fails an import.
 */
export function importProgressPublisher(
  kit: Pick<Kit<'campaign'>, 'nats' | 'logger'>,
  userId: string,
  campaignId: string,
) {
  return (phase: ImportPhase, rows: number) => {
    const message: ImportProgressMessage = { userId, campaignId, rows, phase };
    try {
      kit.nats?.publish(IMPORT_PROGRESS_SUBJECT, JSON.stringify(message));
    } catch (err) {
      kit.logger.warn({ err }, 'could not publish import progress');
    }
  };
}

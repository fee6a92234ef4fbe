import { randomUUID } from 'node:crypto';
import { publishFilesRoute } from '@cadeau/contracts';
import { createInternalClient } from '@cadeau/service-kit';

/** svc-catalog's uploads as a mail design needs them (ADR 0008: a signed internal call). */
export interface FilesAdapter {
  /**
   * Makes the organisation's named uploads public (recipients' mail clients load a design's images without a
   * session) and answers the ids that are public now; another organisation's file only if it already was.
   * 503 `error.serviceUnavailable` while svc-catalog cannot be reached.
   */
  publish(organizationId: string, fileIds: readonly string[]): Promise<Set<string>>;
}

export function filesAdapter(opts: { baseUrl: string; secret: string; timeoutMs?: number }): FilesAdapter {
  const client = createInternalClient({
    caller: 'svc-campaign',
    service: 'catalog',
    baseUrl: opts.baseUrl,
    secret: opts.secret,
    timeoutMs: opts.timeoutMs ?? 3000,
  });
  return {
    async publish(organizationId, fileIds) {
      if (!fileIds.length) return new Set();
      // Publishing is idempotent, so a retry after a timeout is safe: the key lets the client repeat the POST.
      const answer = await client.call(publishFilesRoute, {
        body: { organizationId, fileIds: [...new Set(fileIds)] },
        idempotencyKey: randomUUID(),
      });
      return new Set(answer.files.filter((f) => f.published).map((f) => f.id));
    },
  };
}

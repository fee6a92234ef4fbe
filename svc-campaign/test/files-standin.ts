import type { AddressInfo } from 'node:net';
import { publishFilesRoute } from '@cadeau/contracts';
import { createService, errors } from '@cadeau/service-kit';

/**
 * svc-catalog's internal `POST /internal/files/publish` at the network edge, for the design tests: a
 * service-kit service on loopback that checks the signed call and publishes from `files` (what the test sets)
 * as the real one does: only the organisation's own files, each id answered. `down` answers 503.
 */
export async function startFilesStandIn(secret: string) {
  const state = {
    files: new Map<string, { organizationId: string; published: boolean }>(),
    calls: 0,
    down: false,
  };
  const service = await createService({
    name: 'files-standin',
    service: 'catalog',
    secret,
    setup(kit) {
      kit.route(publishFilesRoute, async (_ctx, { body }) => {
        state.calls++;
        if (state.down) throw errors.serviceUnavailable();
        return {
          files: body.fileIds.map((id) => {
            const file = state.files.get(id);
            if (file && file.organizationId === body.organizationId) file.published = true;
            return { id, published: file?.published ?? false };
          }),
        };
      });
    },
  });
  const server = await service.listen(0, '127.0.0.1');
  return Object.assign(state, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => service.close(),
  });
}
export type FilesStandIn = Awaited<ReturnType<typeof startFilesStandIn>>;

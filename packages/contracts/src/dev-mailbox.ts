import { z } from 'zod';

/** GET /dev/mails: the dev mailbox as JSON, newest first, optionally only the mails to one address. */
export const devMailListQuery = z.object({
  to: z.string().max(320).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** GET /dev/mailbox: the same list as an HTML page, with one mail (`id`) opened beside it. */
export const devMailboxQuery = devMailListQuery.extend({ id: z.string().max(64).optional() });

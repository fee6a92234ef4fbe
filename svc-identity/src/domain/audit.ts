import type { UserContext } from '@cadeau/contracts';

export type AuditAction = 'insert' | 'update' | 'delete' | 'login' | 'logout' | 'trigger';

export interface AuditEntry {
  userId: string | null;
  action: AuditAction;
  entity: string;
  entityId: string | null;
  /** The organisation the entry is about: its admins may read it (GET /audit). */
  organizationId?: string | null;
  value?: unknown;
  ip?: string | null;
}

/** Who really acted: the platform administrator while impersonating, else the user. */
export const actorOf = (user: Pick<UserContext, 'userId' | 'impersonatorId'>) => user.impersonatorId ?? user.userId;

/** `{ field: { from, to } }` for the fields whose value changes; empty when nothing changes. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const out: Record<string, { from: unknown; to: unknown }> = {};
  for (const [k, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[k] ?? null;
    if (JSON.stringify(from) !== JSON.stringify(to)) out[k] = { from, to };
  }
  return out;
}

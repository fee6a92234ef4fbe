import { z } from 'zod';
import { listQuery, pageOf } from './pagination';
import { isoDateTime } from './routes/safe-input';

/** Audit log (spec section 3: action insert, update, delete, login, logout, trigger, with the value). */
export const auditActions = ['insert', 'update', 'delete', 'login', 'logout', 'trigger'] as const;

export const auditEntrySchema = z.object({
  id: z.string().uuid(),
  action: z.enum(auditActions),
  entity: z.string(),
  entityId: z.string().nullable(),
  organizationId: z.string().nullable(),
  /** Who acted (the administrator while impersonating); null for the system (`trigger`). */
  user: z.object({ id: z.string().uuid(), name: z.string(), email: z.string() }).nullable(),
  /** What changed, usually `{ field: { from, to } }`; secrets are masked. */
  value: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * GET /audit: platform administrators read every entry; organisation admins the entries about their
 * current organisation (`organizationId` is then forced to it). Newest first by default.
 */
export const auditListQuery = listQuery(['createdAt', 'action', 'entity'], {
  action: z.enum(auditActions).optional(),
  entity: z.string().max(50).optional(),
  entityId: z.string().uuid().optional(),
  userId: z.string().uuid().optional(),
  organizationId: z.string().uuid().optional(),
  from: isoDateTime().optional(),
  to: isoDateTime().optional(),
}).extend({ order: z.enum(['asc', 'desc']).default('desc') });
export const auditPage = pageOf(auditEntrySchema);

/**
 * An audit entry recorded by another service (svc-catalog, later svc-campaign), published through its outbox
 * in the transaction of the change, as `audit.<service>.recorded`. svc-identity keeps the one audit log: it
 * stores each such event once (the event id is the entry id), so GET /audit shows every service's entries.
 *
 * A campaign's history is one query, `GET /audit?entityId=<campaignId>` (issue 11): every entry about a campaign
 * or a part of it (its recipients, mail design, greeting design) carries the campaign's id as `entityId`, and
 * `entity` names the part (`campaign`, `campaignRecipients`, `campaignMailDesign`, `campaignGreetingDesign`);
 * `entity=campaign` narrows it to the campaign's own fields and status.
 */
export const auditRecordedSchema = z.object({
  action: z.enum(auditActions),
  entity: z.string().max(50),
  entityId: z.string().max(100).nullable(),
  organizationId: z.string().uuid().nullable(),
  /** Who acted (the administrator while impersonating: pass the impersonator); null for the system. */
  userId: z.string().uuid().nullable(),
  // Optional: JSON leaves out an undefined value, and zod 4 refuses a missing key of z.unknown(), so an entry
  // without a value would be terminated at the consumer instead of stored (as `null`).
  value: z.unknown().optional(),
  ip: z.string().nullable(),
});
export type AuditRecorded = z.infer<typeof auditRecordedSchema>;

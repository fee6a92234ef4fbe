import {
  defaultGreetingDesign,
  defaultMailDesign,
  type GreetingDesign,
  type GreetingDesignRecord,
  type MailDesign,
  type MailDesignRecord,
  type UserContext,
} from '@cadeau/contracts';
import { clientAddress } from '@cadeau/service-kit';
import type Koa from 'koa';
import type { DesignRow } from '../db/designs';
import type { DesignAccess } from '../domain/design-access';
import { designId } from '../domain/design-ids';

/** A campaign's mail design as answered: the stored one, or the default at version 0 before the first save. */
export function mailDesignAnswer(
  campaignId: string,
  row: DesignRow<MailDesign> | undefined,
  access: DesignAccess,
): MailDesignRecord {
  return {
    id: designId('mail', campaignId),
    campaignId,
    version: row?.version ?? 0,
    design: row?.design ?? defaultMailDesign(),
    editable: access.editable,
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

export function greetingDesignAnswer(
  campaignId: string,
  row: DesignRow<GreetingDesign> | undefined,
  access: DesignAccess,
): GreetingDesignRecord {
  return {
    id: designId('greeting', campaignId),
    campaignId,
    version: row?.version ?? 0,
    design: row?.design ?? defaultGreetingDesign(),
    editable: access.editable,
    updatedAt: row ? row.updated_at.toISOString() : null,
  };
}

/** Who saved, for the audit: the acting person (the administrator while impersonating) and the client address. */
export const designActor = (ctx: Koa.Context, user: UserContext) => ({
  userId: user.impersonatorId ?? user.userId,
  ip: clientAddress(ctx) || null,
});

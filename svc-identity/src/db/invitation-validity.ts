import type { Knex } from 'knex';
import { globalSetting } from './settings';

/** Days an invitation link admits after it was (re)issued: the Invitation.ValidDays setting. */
export async function invitationValidDays(db: Knex, production: boolean): Promise<number> {
  return Number(await globalSetting(db, 'Invitation.ValidDays', production));
}

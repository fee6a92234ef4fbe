import type { Knex } from 'knex';
import {
  MAIL_LIMITS,
  mailVerdict,
  recipientThrottleKey,
  throttleRefusal,
  type MailKind,
  type MailScope,
  type MailVerdict,
} from '../domain/mail-throttle';

/** The subjects one mail is counted against; a scope left out is not counted (and not limited). */
export type MailSubjects = Partial<Record<MailScope, string>>;

// An address is counted per inbox (case and +tags folded, recipientThrottleKey); other scopes are ids.
const keyOf = (scope: MailScope, value: string) => (scope === 'recipient' ? recipientThrottleKey(value) : value);

/**
 * Counts one mail of `kind` against its subjects, in the caller's transaction, when the limits allow it
 * (`mailVerdict`); returns the verdict. Concurrent mails to the same subject are serialised by a
 * transaction-scoped advisory lock per subject, taken in a fixed order, so two requests cannot both see
 * the last free place. Records that left their window are deleted on the way.
 */
export async function claimMailSend(
  trx: Knex.Transaction,
  kind: MailKind,
  subjects: MailSubjects,
): Promise<MailVerdict> {
  const limited = (Object.entries(subjects) as [MailScope, string | undefined][])
    .filter(([scope, value]) => value && MAIL_LIMITS[kind][scope])
    .map(([scope, value]) => ({ scope, key: keyOf(scope, value!), limit: MAIL_LIMITS[kind][scope]! }))
    .sort((a, b) => (a.scope + a.key < b.scope + b.key ? -1 : 1));
  for (const s of limited)
    await trx.raw('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`mail:${kind}:${s.scope}:${s.key}`]);
  const { rows } = await trx.raw('select now() as now');
  const now = new Date(rows[0].now);
  const sent: Partial<Record<MailScope, Date[]>> = {};
  for (const s of limited) {
    const mine = trx('mail_sends').where({ kind, scope: s.scope, subject_key: s.key });
    if (s.limit.windowSec !== null)
      await mine
        .clone()
        .where('sent_at', '<=', trx.raw(`now() - make_interval(secs => ?)`, [s.limit.windowSec]))
        .delete();
    const found: { sent_at: Date }[] = await mine.clone().select('sent_at');
    sent[s.scope] = found.map((r) => new Date(r.sent_at));
  }
  const verdict = mailVerdict(kind, sent, now);
  if (verdict.allowed && limited.length)
    await trx('mail_sends').insert(limited.map((s) => ({ kind, scope: s.scope, subject_key: s.key })));
  return verdict;
}

/**
 * claimMailSend for an authenticated flow: the refusal domain `throttleRefusal` makes of a refused claim is
 * thrown (rolling the caller's transaction back).
 */
export async function claimMailOrRefuse(trx: Knex.Transaction, kind: MailKind, subjects: MailSubjects): Promise<void> {
  const refusal = throttleRefusal(await claimMailSend(trx, kind, subjects));
  if (refusal) throw refusal;
}

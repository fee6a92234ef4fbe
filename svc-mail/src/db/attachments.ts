import type { Knex } from 'knex';
import type { StoredAttachment } from '../domain/intake';

/** A message's attachments without their bytes: what the dev mailbox lists. */
export interface AttachmentInfo {
  position: number;
  filename: string;
  contentType: string;
  size: number;
}

/** Stores a new message's attachments in its insert's transaction, in the command's order. */
export async function insertAttachments(
  db: Knex | Knex.Transaction,
  messageId: string,
  attachments: readonly StoredAttachment[],
): Promise<void> {
  if (!attachments.length) return;
  await db('message_attachments').insert(
    attachments.map((a, position) => ({
      message_id: messageId,
      position,
      filename: a.filename,
      content_type: a.contentType,
      content: a.content,
    })),
  );
}

/** What a send takes along: every attachment of the message with its bytes, in order. */
export async function attachmentsOf(db: Knex, messageId: string): Promise<StoredAttachment[]> {
  const rows: { filename: string; content_type: string; content: Buffer }[] = await db('message_attachments')
    .where({ message_id: messageId })
    .orderBy('position')
    .select('filename', 'content_type', 'content');
  return rows.map((r) => ({ filename: r.filename, contentType: r.content_type, content: r.content }));
}

/** The attachments of a message as the dev mailbox lists them (sizes from Postgres, bytes left there). */
export async function attachmentInfos(db: Knex, messageId: string): Promise<AttachmentInfo[]> {
  const rows: { position: number; filename: string; content_type: string; size: number }[] = await db(
    'message_attachments',
  )
    .where({ message_id: messageId })
    .orderBy('position')
    .select('position', 'filename', 'content_type', db.raw('octet_length(content)::int as size'));
  return rows.map((r) => ({ position: r.position, filename: r.filename, contentType: r.content_type, size: r.size }));
}

/** One attachment with its bytes (the dev mailbox's download), or null. */
export async function attachmentAt(db: Knex, messageId: string, position: number): Promise<StoredAttachment | null> {
  const row: { filename: string; content_type: string; content: Buffer } | undefined = await db('message_attachments')
    .where({ message_id: messageId, position })
    .first('filename', 'content_type', 'content');
  return row ? { filename: row.filename, contentType: row.content_type, content: row.content } : null;
}

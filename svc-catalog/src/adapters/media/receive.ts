import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FileKind } from '@cadeau/contracts';
import { limitOf, tooLarge, uploadKindOf, type UploadLimits } from '../../domain/uploads';
import { sniffMime, SNIFF_BYTES } from './sniff';

export interface ReceivedUpload {
  /** A temporary file holding the upload; the caller removes it. */
  path: string;
  size: number;
  mime: string;
  kind: FileKind;
}

interface Judged {
  kind: FileKind;
  mime: string;
  limit: number;
}

export interface ReceiveOptions {
  /** Where the temporary file is written. */
  dir: string;
  limits: UploadLimits;
  /** The request's Content-Length, if it had one: a body declared too large is refused after its first bytes. */
  declaredSize?: number;
}

/**
 * Reads an upload as it arrives into a temporary file. The type is judged from the first SNIFF_BYTES (415
 * `unsupportedType` before anything is written) and the size limit of that kind is enforced while reading:
 * the read stops at the first byte over the limit (or at once when the declared length is over it) with 413.
 * The source is never destroyed here, so the caller can still answer on its connection.
 */
export async function receiveUpload(source: Readable, opts: ReceiveOptions): Promise<ReceivedUpload> {
  await mkdir(opts.dir, { recursive: true });
  const path = join(opts.dir, randomUUID());
  const out = createWriteStream(path, { flags: 'wx' });
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  let head: Buffer[] = [];
  let headBytes = 0;
  let judged: Judged | null = null;
  let size = 0;

  const judge = async (): Promise<Judged> => {
    const bytes = Buffer.concat(head);
    const mime = await sniffMime(bytes);
    const kind = uploadKindOf(mime);
    const limit = limitOf(kind, opts.limits);
    if ((opts.declaredSize ?? 0) > limit || size > limit) throw tooLarge(kind, limit, opts.declaredSize ?? size);
    head = [];
    await write(bytes);
    return { kind, mime: mime!, limit };
  };

  try {
    // destroyOnReturn: false: leaving the loop early (a refusal) must not reset the client's connection.
    for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (!judged) {
        head.push(chunk);
        headBytes += chunk.length;
        if (headBytes >= SNIFF_BYTES) judged = await judge();
        continue;
      }
      if (size > judged.limit) throw tooLarge(judged.kind, judged.limit, opts.declaredSize ?? size);
      await write(chunk);
    }
    judged ??= await judge();
    out.end();
    await once(out, 'finish');
    return { path, size, mime: judged.mime, kind: judged.kind };
  } catch (err) {
    // The file may still be opening (a refusal by the declared size comes at once): wait until the stream has
    // closed it, so the removal comes after its creation and nothing is left behind (a busy CI machine showed it).
    const closed = out.closed ? Promise.resolve() : once(out, 'close').then(() => undefined);
    out.destroy();
    await closed.catch(() => undefined);
    await rm(path, { force: true });
    throw err;
  }
}

/**
 * Removes uploads left in the incoming directory by a process that stopped mid-upload (a crash, a killed pod):
 * only files older than `maxAgeMs`, since replicas sharing the data directory may be receiving right now.
 */
export async function sweepIncoming(dir: string, maxAgeMs: number, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [] as string[];
    throw err;
  });
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => null);
    if (info?.isFile() && now - info.mtimeMs > maxAgeMs) {
      await rm(path, { force: true });
      removed++;
    }
  }
  return removed;
}

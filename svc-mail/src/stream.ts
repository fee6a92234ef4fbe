import { mailStream } from '@cadeau/contracts';
import { nanos, type NatsConnection } from 'nats';

const isNotFound = (err: unknown) => {
  const e = err as { code?: string; api_error?: { err_code?: number } };
  return e?.code === '404' || e?.api_error?.err_code === 10059;
};

/**
 * Creates the MAIL stream (`mail.send.>`) if it is missing. svc-mail owns it although others publish
 * into it: a producer's outbox relay retries until it exists, so no command is lost meanwhile.
 */
export async function ensureMailStream(nc: NatsConnection, stream: { name: string; subjects: readonly string[] } = mailStream): Promise<void> {
  const jsm = await nc.jetstreamManager();
  try {
    const info = await jsm.streams.info(stream.name);
    const have = [...(info.config.subjects ?? [])].sort().join(',');
    if (have !== [...stream.subjects].sort().join(',')) await jsm.streams.update(stream.name, { ...info.config, subjects: [...stream.subjects] });
  } catch (err) {
    if (!isNotFound(err)) throw err;
    // Two minutes of de-duplication by Nats-Msg-Id (the producers' outbox ids), like every stream here.
    try {
      await jsm.streams.add({ name: stream.name, subjects: [...stream.subjects], duplicate_window: nanos(120_000) });
    } catch (addErr) {
      // Another replica may have created it a moment ago; that is fine, anything else is not.
      await jsm.streams.info(stream.name).catch(() => {
        throw addErr;
      });
    }
  }
}

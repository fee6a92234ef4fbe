import { AckPolicy, connect, DeliverPolicy, Events, type JetStreamManager, type NatsConnection, nanos } from 'nats';
import type pino from 'pino';

/** A JetStream stream as the contracts declare it (`streams.identity`, `mailStream`). */
export interface StreamDef {
  name: string;
  subjects: readonly string[];
}

/**
 * Which streams a service owns and which it publishes into, as data. The kit creates or updates the
 * owned stream (its subjects follow the contract) and creates a `publishesTo` stream only when it is
 * missing, leaving its settings to its owner; both happen before the outbox relay publishes.
 */
export interface NatsOptions {
  url: string;
  owns?: StreamDef;
  publishesTo?: readonly StreamDef[];
  /**
   * How many servers keep each stream this service creates, and its owned stream when it exists with another
   * count; by default NATS_STREAM_REPLICAS (1). Three on a three-node cluster: a stream then survives one server.
   */
  streamReplicas?: number;
}

/** NATS connection state as readiness sees it. */
export interface NatsHandle {
  nc: NatsConnection;
  connected(): boolean;
}

/**
 * Connects once (fails fast when NATS is unreachable at start, so the orchestrator restarts us), then
 * reconnects forever: a NATS outage must never end the process, the outbox keeps the events meanwhile.
 */
export async function connectNats(url: string, name: string, logger: pino.Logger): Promise<NatsHandle> {
  const nc = await connect({
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    pingInterval: 10_000,
  });
  let connected = true;
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === Events.Disconnect) {
        connected = false;
        logger.warn({ server: s.data }, 'nats disconnected');
      } else if (s.type === Events.Reconnect) {
        connected = true;
        logger.info({ server: s.data }, 'nats reconnected');
      }
    }
  })();
  return { nc, connected: () => connected && !nc.isClosed() };
}

const isNotFound = (err: unknown) => {
  const e = err as { code?: string; api_error?: { err_code?: number } };
  return e?.code === '404' || e?.api_error?.err_code === 10059 || e?.api_error?.err_code === 10014;
};

/** Two minutes of msgID de-duplication covers a relay that published but could not mark the row. */
const DUPLICATE_WINDOW_NS = nanos(120_000);

async function addStream(jsm: JetStreamManager, stream: StreamDef, replicas: number): Promise<void> {
  try {
    await jsm.streams.add({
      name: stream.name,
      subjects: [...stream.subjects],
      duplicate_window: DUPLICATE_WINDOW_NS,
      num_replicas: replicas,
    });
  } catch (err) {
    // Another replica or service may have created it a moment ago: fine; anything else is not.
    await jsm.streams.info(stream.name).catch(() => {
      throw err;
    });
  }
}

/**
 * Creates an owned stream with `replicas` copies, or updates it when it exists: its subjects (a new event type adds
 * a subject) and its replica count (a cluster grown to three servers, NATS_STREAM_REPLICAS raised to 3).
 */
export async function ensureStream(jsm: JetStreamManager, stream: StreamDef, replicas = 1): Promise<void> {
  try {
    const info = await jsm.streams.info(stream.name);
    const have = [...(info.config.subjects ?? [])].sort().join(',');
    if (have !== [...stream.subjects].sort().join(',') || (info.config.num_replicas || 1) !== replicas)
      await jsm.streams.update(stream.name, {
        ...info.config,
        subjects: [...stream.subjects],
        num_replicas: replicas,
      });
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await addStream(jsm, stream, replicas);
  }
}

/**
 * Creates a stream another service owns when it is missing, with the contract's subjects, and leaves an
 * existing one as its owner set it. Without it a producer whose first event goes to a stream not created
 * yet would stall its relay, holding back every later event.
 */
export async function ensureStreamExists(jsm: JetStreamManager, stream: StreamDef, replicas = 1): Promise<void> {
  try {
    await jsm.streams.info(stream.name);
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await addStream(jsm, stream, replicas);
  }
}

/** The streams of a service's `nats` declaration, in the order they are prepared (owned first). */
export function declaredStreams(opts: Pick<NatsOptions, 'owns' | 'publishesTo'>): {
  owns: StreamDef | null;
  publishesTo: readonly StreamDef[];
} {
  const owns = opts.owns ?? null;
  const publishesTo = (opts.publishesTo ?? []).filter((s) => s.name !== owns?.name);
  return { owns, publishesTo };
}

/** Creates or updates the owned stream and makes sure every stream published into exists, with `replicas` copies. */
export async function prepareStreams(
  jsm: JetStreamManager,
  streams: { owns: StreamDef | null; publishesTo: readonly StreamDef[] },
  replicas = 1,
): Promise<void> {
  if (streams.owns) await ensureStream(jsm, streams.owns, replicas);
  for (const s of streams.publishesTo) await ensureStreamExists(jsm, s, replicas);
}

/**
 * Creates or updates a durable pull consumer with explicit ack. NATS 2.10 filters several subjects
 * itself; Debian's 2.9 knows one filter only, so there the consumer sees the stream and the helper
 * acknowledges events it does not handle. Returns whether the helper has to filter.
 */
export async function ensureConsumer(
  jsm: JetStreamManager,
  serverVersion: string,
  stream: string,
  durable: string,
  filterSubjects: readonly string[],
): Promise<{ clientFilter: boolean }> {
  const [major, minor] = serverVersion.split('.').map(Number);
  const multi = major > 2 || (major === 2 && minor >= 10);
  const filter =
    filterSubjects.length === 1
      ? { filter_subject: filterSubjects[0] }
      : multi
        ? { filter_subjects: [...filterSubjects] }
        : {};
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    ack_wait: nanos(30_000),
    max_ack_pending: 1000,
    ...filter,
  };
  try {
    await jsm.consumers.info(stream, durable);
    await jsm.consumers.update(stream, durable, {
      ack_wait: config.ack_wait,
      max_ack_pending: config.max_ack_pending,
      ...filter,
    });
  } catch (err) {
    if (!isNotFound(err)) throw err;
    await jsm.consumers.add(stream, { ...config, deliver_policy: DeliverPolicy.All });
  }
  return { clientFilter: filterSubjects.length > 1 && !multi };
}

/** NATS subject wildcard match (`*` one token, `>` the rest). */
export function subjectMatches(pattern: string, subject: string): boolean {
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    if (p[i] === '>') return s.length > i;
    if (i >= s.length || (p[i] !== '*' && p[i] !== s[i])) return false;
  }
  return p.length === s.length;
}

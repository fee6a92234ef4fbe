import { connect, type NatsConnection } from 'nats';
import { ConfigError, createService, type Service } from '../src';
import { randomStreamName } from '../src/testing';

/**
 * The replica count of the streams a service creates comes from NATS_STREAM_REPLICAS (3 in the production overlay,
 * on its three-node cluster). The NATS of the tests is one server, which keeps one copy: it creates streams with 1
 * and refuses to create one with 3, which shows the count reaches the server.
 */
describe('stream replicas from NATS_STREAM_REPLICAS', () => {
  const url = process.env.NATS_URL || 'nats://127.0.0.1:4222';
  const names: string[] = [];
  const services: Service[] = [];
  let nc: NatsConnection;

  const stream = (prefix: string) => {
    const name = randomStreamName(prefix);
    names.push(name);
    return { name, subjects: [`${name.toLowerCase()}.>`] };
  };
  const start = async (replicas: string, owns = stream('OWNED'), publishesTo = [stream('OTHER')]) => {
    const before = process.env.NATS_STREAM_REPLICAS;
    process.env.NATS_STREAM_REPLICAS = replicas;
    try {
      const service = await createService({
        name: 'replicas-test',
        secret: 'replicas-test-secret',
        nats: { url, owns, publishesTo },
        setup: () => undefined,
      });
      services.push(service);
      return { service, owns: owns.name, other: publishesTo[0].name };
    } finally {
      if (before === undefined) delete process.env.NATS_STREAM_REPLICAS;
      else process.env.NATS_STREAM_REPLICAS = before;
    }
  };
  const replicasOf = async (name: string) =>
    (await (await nc.jetstreamManager()).streams.info(name)).config.num_replicas;

  beforeAll(async () => {
    nc = await connect({ servers: url });
  });
  afterAll(async () => {
    await Promise.all(services.map((s) => s.close()));
    const jsm = await nc.jetstreamManager();
    for (const name of names) await jsm.streams.delete(name).catch(() => undefined);
    await nc.close();
  });

  it('creates the owned stream and a missing one it publishes into with the configured count', async () => {
    const { service, owns, other } = await start('1');
    await service.ensureStreams();
    expect(await replicasOf(owns)).toBe(1);
    expect(await replicasOf(other)).toBe(1);
  });

  it('asks for the configured count: a single server refuses to create a stream with three', async () => {
    const { service } = await start('3');
    await expect(service.ensureStreams()).rejects.toThrow(/replicas > 1 not supported/);
  });

  it('brings its existing stream to the configured count', async () => {
    const { service, owns } = await start('1');
    await service.ensureStreams();
    // A single NATS 2.9 server records another count on update, though it keeps one copy.
    const jsm = await nc.jetstreamManager();
    await jsm.streams.update(owns, { ...(await jsm.streams.info(owns)).config, num_replicas: 2 });
    expect(await replicasOf(owns)).toBe(2);
    await service.ensureStreams();
    expect(await replicasOf(owns)).toBe(1);
  });

  it('refuses a count JetStream cannot keep before it connects', async () => {
    await expect(start('7')).rejects.toBeInstanceOf(ConfigError);
  });
});

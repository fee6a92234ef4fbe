import { connect, type NatsConnection } from 'nats';
import { IMPORT_PROGRESS_SOCKET_EVENT, IMPORT_PROGRESS_SUBJECT } from '@cadeau/contracts';
import { connectedSocket } from './sockets';
import { standInWorld } from './stand-in-world';
import { MEMBER_TOKEN, USER_ID, VALID_TOKEN } from './standin-identity';

/** The member's user id as the identity stand-in resolves MEMBER_TOKEN. */
const MEMBER_USER_ID = '66666666-6666-4666-8666-666666666666';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';

const world = standInWorld('import-progress');
let base: string;
let nc: NatsConnection;

beforeAll(async () => {
  const server = await (await world.gateway({ natsUrl: NATS_URL })).listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  nc = await connect({ servers: NATS_URL });
});

afterAll(async () => {
  await nc.drain();
});

const connected = (token: string) => connectedSocket(base, token);

const publish = (message: unknown) =>
  nc.publish(IMPORT_PROGRESS_SUBJECT, new TextEncoder().encode(JSON.stringify(message)));

describe('recipients import progress (issue 11)', () => {
  it("tells only the importing user's browsers, and drops a malformed message", async () => {
    const importer = await connected(MEMBER_TOKEN);
    const other = await connected(VALID_TOKEN);
    const heard = { importer: [] as unknown[], other: [] as unknown[] };
    importer.on(IMPORT_PROGRESS_SOCKET_EVENT, (e) => heard.importer.push(e));
    other.on(IMPORT_PROGRESS_SOCKET_EVENT, (e) => heard.other.push(e));
    const importerHeard = new Promise((resolve) => importer.once(IMPORT_PROGRESS_SOCKET_EVENT, resolve));

    const campaignId = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
    publish({ userId: MEMBER_USER_ID, campaignId, rows: 'many', phase: 'reading' });
    publish({ userId: MEMBER_USER_ID, campaignId, rows: 5000, phase: 'reading' });
    // The user id stays at the gateway: the browser learns the campaign, the rows and the phase.
    await expect(importerHeard).resolves.toEqual({ campaignId, rows: 5000, phase: 'reading' });

    // Messages arrive in order: once the other user heard theirs, the importer would have heard it too.
    const otherHeard = new Promise((resolve) => other.once(IMPORT_PROGRESS_SOCKET_EVENT, resolve));
    publish({ userId: USER_ID, campaignId, rows: 12_000, phase: 'done' });
    await expect(otherHeard).resolves.toEqual({ campaignId, rows: 12_000, phase: 'done' });
    expect(heard.importer).toEqual([{ campaignId, rows: 5000, phase: 'reading' }]);
    expect(heard.other).toHaveLength(1);
    importer.close();
    other.close();
  });
});

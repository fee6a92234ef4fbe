import { connect, type NatsConnection } from 'nats';
import { PLATFORM_TASKS_CHANGED_SUBJECT } from '@cadeau/contracts';
import { PLATFORM_TASKS_CHANGED } from '../src/realtime';
import { connectedSocket } from './sockets';
import { standInWorld } from './stand-in-world';
import { ADMIN_TOKEN, MEMBER_TOKEN } from './standin-identity';

const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const world = standInWorld('platform-tasks-hint');
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

describe("the platform's task hint (issue 20)", () => {
  it("reaches the platform administrators' sockets only", async () => {
    const admin = await connectedSocket(base, ADMIN_TOKEN);
    const member = await connectedSocket(base, MEMBER_TOKEN);
    let memberHeard = 0;
    member.on(PLATFORM_TASKS_CHANGED, () => memberHeard++);
    const adminHeard = new Promise((resolve) => admin.once(PLATFORM_TASKS_CHANGED, resolve));
    nc.publish(PLATFORM_TASKS_CHANGED_SUBJECT);
    await expect(adminHeard).resolves.toEqual({});
    // The member's socket is on the same gateway and would have heard it by the time a round trip is done.
    await nc.flush();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(memberHeard).toBe(0);
    admin.close();
    member.close();
  });
});

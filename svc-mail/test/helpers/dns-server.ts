import dgram from 'node:dgram';
import * as packet from 'dns-packet';

export interface Zone {
  /** MX records; an empty list answers NOERROR without records (the domain exists, no mail server). */
  mx?: { exchange: string; priority: number }[];
  /** Answer SERVFAIL (a broken upstream). */
  servfail?: boolean;
  /** Never answer (the resolver times out). */
  silent?: boolean;
}

export interface DnsServer {
  /** `127.0.0.1:port`, for Resolver.setServers / MAIL_DNS_SERVERS. */
  address: string;
  queries: { name: string; type: string }[];
  close(): Promise<void>;
}

const NXDOMAIN = 3;
const SERVFAIL = 2;

/**
 * A real DNS server over UDP on loopback, authoritative for the given names: MX answers, NODATA,
 * SERVFAIL or silence as configured, NXDOMAIN for every other name.
 */
export async function startDnsServer(zones: Record<string, Zone>): Promise<DnsServer> {
  const socket = dgram.createSocket('udp4');
  const queries: DnsServer['queries'] = [];
  socket.on('message', (msg, rinfo) => {
    let query: packet.Packet;
    try {
      query = packet.decode(msg);
    } catch {
      return;
    }
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase().replace(/\.$/, '');
    queries.push({ name, type: question.type });
    const zone = zones[name];
    if (zone?.silent) return;
    let rcode = 0;
    const answers: packet.Answer[] = [];
    if (!zone) rcode = NXDOMAIN;
    else if (zone.servfail) rcode = SERVFAIL;
    else if (question.type === 'MX') {
      for (const mx of zone.mx ?? [])
        answers.push({
          type: 'MX',
          name: question.name,
          ttl: 60,
          class: 'IN',
          data: { preference: mx.priority, exchange: mx.exchange },
        });
    }
    const response = packet.encode({
      type: 'response',
      id: query.id,
      flags: packet.AUTHORITATIVE_ANSWER | packet.RECURSION_DESIRED | rcode,
      questions: query.questions,
      answers,
    });
    socket.send(response, rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  const { port } = socket.address();
  return {
    address: `127.0.0.1:${port}`,
    queries,
    close: () => new Promise((resolve) => socket.close(() => resolve())),
  };
}

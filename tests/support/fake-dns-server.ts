import { createSocket } from 'node:dgram';
import dnsPacket, { type Answer, type Question } from 'dns-packet';

export interface FakeRecords {
  CNAME?: string;
  A?: string[];
  AAAA?: string[];
  TXT?: string[];
}

const nxdomain = 3;
const answerFlags = dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE;

/** Where the browser journeys' fake DNS listens: fixed per E2E server port, so the config can name it. */
export const e2eFakeDnsPort = (appPort: number) => appPort + 1200;

/**
 * An authoritative DNS server on 127.0.0.1 (UDP, the real wire format via dns-packet) for the
 * names a test sets: unknown names answer NXDOMAIN, known names without the asked type answer
 * empty (NODATA), as real servers do. A CNAME answers every type, as it would in a zone.
 */
export async function startFakeDnsServer(port = 0) {
  const zone = new Map<string, FakeRecords>();
  const socket = createSocket('udp4');

  const answersFor = (q: Question, records: FakeRecords): Answer[] => {
    const base = { name: q.name, ttl: 1, class: 'IN' as const };
    if (records.CNAME) return [{ ...base, type: 'CNAME', data: records.CNAME }];
    if (q.type === 'A') return (records.A ?? []).map((data) => ({ ...base, type: 'A', data }));
    if (q.type === 'AAAA') return (records.AAAA ?? []).map((data) => ({ ...base, type: 'AAAA', data }));
    if (q.type === 'TXT') return (records.TXT ?? []).map((data) => ({ ...base, type: 'TXT', data }));
    return [];
  };

  socket.on('message', (message, peer) => {
    let query: ReturnType<typeof dnsPacket.decode>;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return;
    }
    const questions = query.questions ?? [];
    const question = questions[0];
    const records = question ? zone.get(question.name.toLowerCase().replace(/\.$/, '')) : undefined;
    const reply = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: answerFlags | (records ? 0 : nxdomain),
      questions,
      answers: question && records ? answersFor(question, records) : [],
    });
    socket.send(reply, peer.port, peer.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, '127.0.0.1', () => resolve());
  });
  const address = `127.0.0.1:${socket.address().port}`;
  return {
    /** What CUSTOM_DOMAIN_DNS_SERVERS names to ask this server. */
    address,
    set: (name: string, records: FakeRecords) => zone.set(name.toLowerCase(), records),
    remove: (name: string) => zone.delete(name.toLowerCase()),
    clear: () => zone.clear(),
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

export type FakeDnsServer = Awaited<ReturnType<typeof startFakeDnsServer>>;

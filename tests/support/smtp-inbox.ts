import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived: the envelope, and its headers and text decoded as a mail client would. */
export interface ReceivedMail {
  envelopeFrom: string;
  recipients: string[];
  raw: string;
  /** Lower-case names; a header given twice has both values. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
}

// RFC 2047 encoded words, as nodemailer writes non-ASCII header values.
const decodeWords = (value: string) =>
  value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

function parsePart(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string[]>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeWords(line.slice(colon + 1).trim())]);
  }
  return { headers, body };
}

/** The plain-text body: the message's own, or its text/plain part's (the product's own mail has HTML too). */
function plainText(headers: Map<string, string[]>, body: string): string {
  const type = headers.get('content-type')?.[0] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      const part = parsePart(chunk.replace(/^\r\n/, ''));
      const text = plainText(part.headers, part.body);
      if (text) return text;
    }
    return '';
  }
  if (!/^text\/plain/i.test(type)) return '';
  const encoding = headers.get('content-transfer-encoding')?.[0]?.toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return text.replace(/\r\n/g, '\n');
}

export function parseMail(raw: string, envelopeFrom = '', recipients: string[] = []): ReceivedMail {
  const { headers, body } = parsePart(raw);
  return {
    envelopeFrom,
    recipients,
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: plainText(headers, body),
  };
}

/** A real SMTP server on loopback that keeps what it is sent, as the product's mailer reaches one. */
export async function startSmtpInbox() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        const to = session.envelope.rcptTo.map((r) => r.address);
        received.push(parseMail(Buffer.concat(chunks).toString('utf8'), from, to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest message to this address. */
    latestTo(address: string) {
      const mail = received.findLast((m) => m.recipients.includes(address.toLowerCase()));
      if (!mail) throw new Error(`no mail to ${address}`);
      return mail;
    },
    /** Messages to this address so far. */
    countTo: (address: string) => received.filter((m) => m.recipients.includes(address.toLowerCase())).length,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}
export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

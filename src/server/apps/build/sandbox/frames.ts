import type { Readable, Writable } from 'node:stream';

/**
 * Messages between the server and its sandboxed build worker: each a JSON document behind its
 * length (4 bytes, big-endian), so a build's output of any content crosses stdio intact.
 */

export function writeFrame(stream: Writable, message: unknown) {
  const body = Buffer.from(JSON.stringify(message));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  stream.write(Buffer.concat([head, body]));
}

/**
 * Calls `onMessage` with each message read from `stream`. A frame longer than `maxBytes`, or one
 * that is not JSON, calls `onBroken` instead and reads no further: the other side is misbehaving.
 */
export function readFrames(
  stream: Readable,
  onMessage: (message: unknown) => void,
  maxBytes: number,
  onBroken: (bytes: number) => void,
) {
  let buffered: Buffer = Buffer.alloc(0);
  const onData = (chunk: Buffer) => {
    buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
    while (buffered.length >= 4) {
      const length = buffered.readUInt32BE(0);
      if (length > maxBytes) {
        stream.off('data', onData);
        onBroken(length);
        return;
      }
      if (buffered.length < 4 + length) return;
      const body = buffered.subarray(4, 4 + length);
      buffered = buffered.subarray(4 + length);
      let message: unknown;
      try {
        message = JSON.parse(body.toString('utf8'));
      } catch {
        stream.off('data', onData);
        onBroken(length);
        return;
      }
      onMessage(message);
    }
  };
  stream.on('data', onData);
}

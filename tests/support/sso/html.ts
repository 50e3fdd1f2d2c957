import type { IncomingMessage } from 'node:http';

/** Text safe inside HTML content and attribute values. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A urlencoded form a browser posted. */
export async function formBody(req: IncomingMessage) {
  let raw = '';
  for await (const chunk of req) raw += chunk;
  return new URLSearchParams(raw);
}

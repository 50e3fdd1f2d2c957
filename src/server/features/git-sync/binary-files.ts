// Binary files in a project (images, fonts, documents that came from Git): project files are
// text, so they are kept as a base64 data URL and turned back into bytes wherever they leave.

const mimeTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  bmp: 'image/bmp',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  zip: 'application/zip',
};

const extensionOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

/** Whether a file of this name is kept as bytes (a data URL) rather than as text. */
export const isBinaryPath = (path: string) => extensionOf(path) in mimeTypes;

const dataUrl = /^data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/=]*)$/;

/** A binary file's stored form. */
export function binaryContent(path: string, bytes: Uint8Array) {
  const mime = mimeTypes[extensionOf(path)] ?? 'application/octet-stream';
  return `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A project file's bytes as they leave the project: decoded for a binary file, UTF-8 otherwise. */
export function fileBytes(path: string, content: string): Uint8Array {
  const match = isBinaryPath(path) ? dataUrl.exec(content) : null;
  return match ? Buffer.from(match[2] ?? '', 'base64') : Buffer.from(content, 'utf8');
}

/**
 * Headers for handing a stored or generated file to the browser as a download. Never rendered
 * on our origin: attachment, no sniffing, and a sandbox if something opens it anyway.
 */
export function attachmentHeaders(fileName: string, contentType = 'application/octet-stream'): Record<string, string> {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return {
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': 'sandbox',
    'Cache-Control': 'private, no-store',
  };
}

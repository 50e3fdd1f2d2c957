import { createHash } from 'node:crypto';

/**
 * The pages an unsubscribe link opens on the app's host: no scripts, one inline style allowed by
 * its hash, forms posting only back to this host. Whatever comes from the app (its name) or the
 * link (the address) is escaped.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const style =
  'body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,sans-serif;background:#f8fafc;color:#0f172a}' +
  'main{box-sizing:border-box;width:100%;max-width:28rem;margin:1rem;padding:2rem 1.5rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;text-align:center}' +
  'h1{font-size:1.25rem;margin:0 0 .75rem}p{margin:0 0 1rem;color:#475569;line-height:1.5}strong{color:#0f172a;word-break:break-all}' +
  'button{font:inherit;font-weight:600;padding:.7rem 1.4rem;border:0;border-radius:.6rem;background:#0f172a;color:#fff;cursor:pointer}' +
  'button.quiet{background:transparent;color:#475569;text-decoration:underline;padding:.4rem}form{margin:0}';

/** The Content-Security-Policy these pages are served with. */
export const unsubscribePageCsp = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

/** Enough of the address for its holder to recognise it, not enough to read it off a shared screen. */
export function maskAddress(email: string) {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = local.length <= 2 ? `${local[0] ?? ''}…` : `${local[0]}…${local.at(-1)}`;
  return `${shown}@${domain}`;
}

const form = (action: string, label: string, quiet = false) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit"${quiet ? ' class="quiet"' : ''}>${escapeHtml(label)}</button></form>`;

export const askPage = (appName: string, email: string, action: string) =>
  page(
    `Unsubscribe from ${appName}`,
    `<p>Stop e-mail from <strong>${escapeHtml(appName)}</strong> to <strong>${escapeHtml(maskAddress(email))}</strong>?</p>${form(action, 'Unsubscribe')}`,
  );

export const donePage = (appName: string, email: string, undoAction: string) =>
  page(
    'You are unsubscribed',
    `<p><strong>${escapeHtml(appName)}</strong> will not e-mail <strong>${escapeHtml(maskAddress(email))}</strong> again.</p><p>Unsubscribed by mistake?</p>${form(undoAction, 'Subscribe again', true)}`,
  );

export const resubscribedPage = (appName: string, email: string) =>
  page(
    'You are subscribed again',
    `<p><strong>${escapeHtml(appName)}</strong> may e-mail <strong>${escapeHtml(maskAddress(email))}</strong> again.</p>`,
  );

export const badLinkPage = (message: string) => page('This link does not work', `<p>${escapeHtml(message)}</p>`);

export const confirmAskPage = (appName: string, email: string, action: string) =>
  page(
    `Confirm e-mail from ${appName}`,
    `<p>Let <strong>${escapeHtml(appName)}</strong> e-mail <strong>${escapeHtml(maskAddress(email))}</strong>?</p>${form(action, 'Confirm')}`,
  );

export const confirmedPage = (appName: string, email: string) =>
  page(
    'Thank you, you are confirmed',
    `<p><strong>${escapeHtml(appName)}</strong> may e-mail <strong>${escapeHtml(maskAddress(email))}</strong> now. Each e-mail has a link to stop them.</p>`,
  );

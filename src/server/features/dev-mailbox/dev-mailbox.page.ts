import { html, raw } from 'hono/html';
import type { OutboxMail } from './dev-mailbox.service';

/**
 * The mail's text with each http(s) URL a link. Nothing here is raw: every piece goes through
 * `html`, which escapes & < > " ' in text and in the double-quoted href alike. A URL stops at a
 * quote or angle bracket, and its scheme is http(s) by the pattern, so a mail cannot add an
 * attribute or a javascript: link (mail text can carry anyone's input, e.g. a project's name).
 */
const urls = /(https?:\/\/[^\s<>"'`]+)/;
const linkify = (text: string) =>
  text.split(urls).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part));

const styles = `
body{font-family:ui-sans-serif,system-ui,sans-serif;margin:0;background:#0b1020;color:#e2e8f0}
main{max-width:860px;margin:0 auto;padding:32px 20px}
h1{font-size:22px;margin:0 0 4px}
p.lead{color:#94a3b8;margin:0 0 24px}
form{display:flex;gap:8px;margin-bottom:24px}
input{flex:1;padding:10px 12px;border-radius:8px;border:1px solid #334155;background:#111827;color:inherit}
button{padding:10px 16px;border-radius:8px;border:0;background:#6366f1;color:white;font-weight:600}
article{border:1px solid #1e293b;background:#0f172a;border-radius:12px;padding:16px 20px;margin-bottom:16px}
article h2{font-size:16px;margin:0 0 6px}
.meta{color:#94a3b8;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font-size:14px;line-height:1.5;margin:12px 0 0}
a{color:#a5b4fc}
`;

/**
 * A plain server-rendered page: the main app's CSP forbids inline script, and none is needed.
 * Every value is interpolated by `html`, which escapes it; attributes are double-quoted so that
 * escaping holds there too. Only the fixed stylesheet is raw.
 */
export function mailboxPage(mails: OutboxMail[], to: string | undefined) {
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Dev mailbox</title>
    <style>${raw(styles)}</style>
  </head>
  <body>
    <main>
      <h1>Dev mailbox</h1>
      <p class="lead">Mail the server would have sent. Shown only on this machine while no SMTP_URL is configured.</p>
      <form method="get" action="/dev/mailbox">
        <label for="to" hidden>Recipient</label>
        <input id="to" name="to" type="email" placeholder="Filter by recipient" value="${to ?? ''}" />
        <button type="submit">Filter</button>
      </form>
      ${mails.length === 0 ? html`<p class="meta">No mail yet.</p>` : ''}
      ${mails.map(
        (m) => html`<article>
          <h2>${m.subject}</h2>
          <div class="meta">To ${m.to} · ${m.createdAt.toISOString()}</div>
          <pre>${linkify(m.text)}</pre>
        </article>`,
      )}
    </main>
  </body>
</html>`;
}

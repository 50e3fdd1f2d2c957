import { createHash } from 'node:crypto';
import { formatAmount, type OrderLine, sandboxTexts } from '../../../shared/app-services/payments';

/**
 * The sandbox checkout's pages on the app's host: no scripts, one inline style allowed by its
 * hash, forms posting only back to this host. Everything from the app (its name, its products'
 * names) is escaped.
 */
const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

const style = [
  '*{box-sizing:border-box}',
  'body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:1rem;font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f1f5f9;color:#0f172a}',
  'main{width:100%;max-width:26rem;background:#fff;border:1px solid #e2e8f0;border-radius:1rem;padding:1.5rem;box-shadow:0 10px 30px -12px rgba(15,23,42,.18)}',
  '.badge{display:block;margin:0 0 1.25rem;padding:.6rem .8rem;border-radius:.6rem;background:#fef3c7;color:#78350f;font-size:.875rem;font-weight:600;text-align:center}',
  '.app{margin:0;color:#64748b;font-size:.875rem}',
  'h1{margin:.15rem 0 1.25rem;font-size:1.375rem;line-height:1.3}',
  'ul{list-style:none;margin:0;padding:0;border-top:1px solid #e2e8f0}',
  'li{display:flex;justify-content:space-between;gap:1rem;padding:.75rem 0;border-bottom:1px solid #e2e8f0}',
  '.name{overflow-wrap:anywhere}.qty{display:block;color:#64748b;font-size:.8125rem;margin-top:.15rem}',
  '.amount{white-space:nowrap;font-variant-numeric:tabular-nums}',
  '.total{display:flex;justify-content:space-between;margin:1rem 0 1.5rem;font-size:1.125rem;font-weight:700}',
  'form{margin:0}button{width:100%;font:inherit;font-weight:600;padding:.85rem 1rem;border-radius:.65rem;cursor:pointer}',
  '.pay{border:0;background:#0f172a;color:#fff;margin-bottom:.6rem}.pay:hover{background:#1e293b}',
  '.cancel{border:1px solid #cbd5e1;background:#fff;color:#334155}.cancel:hover{background:#f8fafc}',
  'button:focus-visible,a:focus-visible{outline:3px solid #6366f1;outline-offset:2px}',
  '.back{display:block;text-align:center;padding:.85rem 1rem;border-radius:.65rem;background:#0f172a;color:#fff;font-weight:600;text-decoration:none}',
  'p{margin:0 0 1rem;color:#475569;line-height:1.5}.note{margin:1.25rem 0 0;font-size:.8125rem;color:#64748b;text-align:center}',
].join('');

/** The Content-Security-Policy these pages are served with; `frameAncestors` lets the builder show the preview's. */
export const sandboxPageCsp = (frameAncestors: string) =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    "form-action 'self'",
    "base-uri 'none'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${style}</style></head><body><main>${body}</main></body></html>`;

const badge = `<p class="badge" role="note">${escapeHtml(sandboxTexts.notice)}</p>`;

export interface SandboxCheckout {
  appName: string;
  lines: OrderLine[];
  currency: string;
  amountTotal: number;
  /** Where the two forms post: this checkout's own address. */
  action: string;
}

export function checkoutPage({ appName, lines, currency, amountTotal, action }: SandboxCheckout) {
  const money = (amount: number) => escapeHtml(formatAmount(amount, currency));
  const items = lines
    .map(
      (line) =>
        `<li><span class="name">${escapeHtml(line.name)}<span class="qty">Qty ${line.quantity} × ${money(line.unitAmount)}</span></span><span class="amount">${money(line.unitAmount * line.quantity)}</span></li>`,
    )
    .join('');
  const total = formatAmount(amountTotal, currency);
  return page(
    `${sandboxTexts.title} · ${appName}`,
    `${badge}<p class="app">${escapeHtml(appName)}</p><h1>${escapeHtml(sandboxTexts.title)}</h1>` +
      `<ul aria-label="Order">${items}</ul>` +
      `<div class="total"><span>${escapeHtml(sandboxTexts.total)}</span><span class="amount">${escapeHtml(total)}</span></div>` +
      `<form method="post" action="${escapeHtml(`${action}/pay`)}"><button class="pay" type="submit">${escapeHtml(sandboxTexts.pay(total))}</button></form>` +
      `<form method="post" action="${escapeHtml(`${action}/cancel`)}"><button class="cancel" type="submit">${escapeHtml(sandboxTexts.cancel)}</button></form>` +
      `<p class="note">${escapeHtml(sandboxTexts.ownerNote)}</p>`,
  );
}

/** A checkout that cannot be paid: unknown, finished or expired. */
export const noticePage = (title: string, message: string) =>
  page(
    title,
    `${badge}<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a class="back" href="/">${escapeHtml(sandboxTexts.back)}</a>`,
  );

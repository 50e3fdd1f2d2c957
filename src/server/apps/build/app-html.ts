import { escapeAttribute } from '../../http/escape-attribute';
import { loadTemplate } from '../template/project-template';

/** Where the preview host injects its error reporter; live apps leave it empty. */
export const headSlot = '<!--shipwright:head-->';

/**
 * The app's own index.html (or the template's) wired to its built assets: the dev-server
 * script tags pointing into src/ are dropped, the bundle's stylesheet and module script added.
 */
export function appHtml(indexHtml: string | undefined, assetBase: string) {
  const source = indexHtml?.includes('</body>') ? indexHtml : (loadTemplate()['index.html'] ?? '<body></body>');
  const base = escapeAttribute(assetBase);
  const withoutDevScripts = source.replace(/<script\b[^>]*\bsrc=["']\/?src\/[^"']*["'][^>]*>\s*<\/script>/gi, '');
  const head = `${headSlot}<link rel="stylesheet" href="${base}app.css">`;
  const withHead = withoutDevScripts.includes('</head>')
    ? withoutDevScripts.replace('</head>', `${head}</head>`)
    : `${head}${withoutDevScripts}`;
  return withHead.replace(/<\/body>(?![\s\S]*<\/body>)/, `<script type="module" src="${base}app.js"></script></body>`);
}

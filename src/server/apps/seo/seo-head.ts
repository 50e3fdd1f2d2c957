import { escapeAttribute } from '../../http/escape-attribute';
import type { AppSeo } from './app-seo';

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** How a live page is described: public pages to everyone, others kept out of search. */
export interface PageContext {
  /** Where the app lives for good: its verified custom domain, else its live link. */
  origin: string;
  path: string;
  indexable: boolean;
}

/** The page's title: the page's own label before the app's name, the home page the name alone. */
export function pageTitle(seo: AppSeo, path: string) {
  const name = seo.name ?? '';
  const page = seo.pages?.find((p) => p.path === path);
  return page && page.path !== '/' && page.title !== name ? `${page.title} · ${name}` : name;
}

/**
 * The tags a crawler or a link preview reads without running the app's script: title,
 * description, canonical address and Open Graph, or `noindex` for an app that is not public.
 */
export function seoHead(seo: AppSeo, { origin, path, indexable }: PageContext) {
  if (!indexable) return '<meta name="robots" content="noindex, nofollow">';
  const url = `${origin}${path === '/' ? '/' : path}`;
  const title = pageTitle(seo, path);
  const tags = [
    seo.description ? `<meta name="description" content="${escapeAttribute(seo.description)}">` : '',
    `<link rel="canonical" href="${escapeAttribute(url)}">`,
    '<meta property="og:type" content="website">',
    title ? `<meta property="og:title" content="${escapeAttribute(title)}">` : '',
    seo.description ? `<meta property="og:description" content="${escapeAttribute(seo.description)}">` : '',
    seo.name ? `<meta property="og:site_name" content="${escapeAttribute(seo.name)}">` : '',
    `<meta property="og:url" content="${escapeAttribute(url)}">`,
    `<meta property="og:image" content="${escapeAttribute(`${origin}/__og.png`)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
  ];
  return tags.join('');
}

/** Replaces the page's <title> with this page's. */
export const withTitle = (html: string, seo: AppSeo, path: string) => {
  const title = pageTitle(seo, path);
  return title ? html.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(title)}</title>`) : html;
};

export function robotsTxt(origin: string, indexable: boolean) {
  return indexable ? `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n` : 'User-agent: *\nDisallow: /\n';
}

export function sitemapXml(origin: string, seo: AppSeo, lastModified: Date) {
  const paths = seo.pages?.length ? seo.pages.map((p) => p.path) : ['/'];
  const day = lastModified.toISOString().slice(0, 10);
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeText(`${origin}${path}`)}</loc><lastmod>${day}</lastmod></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

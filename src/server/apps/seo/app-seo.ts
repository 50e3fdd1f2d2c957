import type { AppSeo } from '../../../shared/app-seo';

export type { AppSeo };

const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
const quoted = (name: string) => new RegExp(`\\b${name}\\s*=\\s*'((?:[^'\\\\]|\\\\.)*)'`);

/**
 * The app's name (index.html's title), its description (index.html's, else src/data.ts's
 * tagline or hero line) and its pages (src/navigation.ts's entries: id and label). Read as text:
 * an app that says none of these gets its title alone.
 */
export function appSeo(files: ReadonlyMap<string, string>): AppSeo {
  const html = files.get('index.html') ?? '';
  const data = files.get('src/data.ts') ?? '';
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
  const described = /<meta\s+name=["']description["']\s+content=["']([^"']*)["']/i.exec(html)?.[1];
  const name = title ? decodeEntities(title) : quoted('appName').exec(data)?.[1];
  const subheading = /\bsubheading:\s*'((?:[^'\\]|\\.)*)'/.exec(data)?.[1];
  const tagline = quoted('tagline').exec(data)?.[1];
  const description = described ? decodeEntities(described) : unquote(subheading ?? tagline ?? '');
  const pages = [
    ...(files.get('src/navigation.ts') ?? '').matchAll(/\{\s*id:\s*'([a-z0-9-]+)',\s*label:\s*'((?:[^'\\]|\\.)*)'/g),
  ].map(([, id = '', label = '']) => ({ path: id === 'home' ? '/' : `/${id}`, title: unquote(label) }));
  return {
    ...(name ? { name: name.slice(0, 120) } : {}),
    ...(description ? { description: description.slice(0, 300) } : {}),
    ...(pages.length ? { pages } : {}),
  };
}

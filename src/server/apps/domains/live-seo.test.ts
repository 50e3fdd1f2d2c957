import { describe, expect, it } from 'vitest';
import { setVisibility } from '../../../../tests/support/billing';
import { appSeo } from '../seo/app-seo';
import { type DomainApp, domainTestServer } from './domains-test-kit';

// What crawlers and link previews get from a live app, without running its script.
const kit = domainTestServer();
const { ownerWithApp, publish, added, onHost } = kit;

async function liveHost(app: DomainApp) {
  const { url } = (await (await app.owner.browser.get(`/api/projects/${app.project.id}/deployments`)).json()) as {
    url: string;
  };
  return new URL(url).host;
}
const attribute = (html: string, selector: RegExp) => selector.exec(html)?.[1];

describe('SEO of live apps', () => {
  it('reads the name, description and pages from the files as text', () => {
    const files = new Map([
      ['index.html', '<html><head><title>Bloom &amp; Co</title></head></html>'],
      ['src/data.ts', "export const appName = 'Ignored';\nexport const tagline = 'Flowers that last, delivered.';\n"],
      ['src/navigation.ts', "export const pages = [{ id: 'home', label: 'Home' }, { id: 'shop', label: 'Shop' }];\n"],
    ]);
    expect(appSeo(files)).toEqual({
      name: 'Bloom & Co',
      description: 'Flowers that last, delivered.',
      pages: [
        { path: '/', title: 'Home' },
        { path: '/shop', title: 'Shop' },
      ],
    });
    expect(appSeo(new Map())).toEqual({});
  });

  it('gives a public app titles, descriptions, canonical and Open Graph tags per page, a sitemap, robots and a share image', async () => {
    const app = await ownerWithApp('Lotus Yoga');
    const host = await liveHost(app);
    const origin = `http://${host}`;
    const home = await onHost(host, '/');
    expect(home.status).toBe(200);
    const title = attribute(home.text, /<title>([^<]*)<\/title>/);
    expect(title).toBeTruthy();
    expect(attribute(home.text, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}/`);
    expect(attribute(home.text, /<meta property="og:title" content="([^"]+)"/)).toBe(title);
    expect(attribute(home.text, /<meta property="og:image" content="([^"]+)"/)).toBe(`${origin}/__og.png`);
    expect(home.text).toMatch(/<meta name="description" content="[^"]+"/);
    expect(home.text).not.toContain('noindex');

    const robots = await onHost(host, '/robots.txt');
    expect(robots.text).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`);
    const sitemap = await onHost(host, '/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const pages = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(pages[0]).toBe(`${origin}/`);
    expect(pages.length).toBeGreaterThan(1);

    // Another page: its own title before the app's, its own canonical address.
    const second = new URL(pages[1] ?? '').pathname;
    const page = await onHost(host, second);
    expect(attribute(page.text, /<title>([^<]*)<\/title>/)).toMatch(new RegExp(` · ${title}$`));
    expect(attribute(page.text, /<link rel="canonical" href="([^"]+)"/)).toBe(`${origin}${second}`);

    const image = await onHost(host, '/__og.png');
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(image.bytes.readUInt32BE(16)).toBe(1200);
    expect(image.bytes.readUInt32BE(20)).toBe(630);
  });

  it('keeps secret and private apps out of search: noindex, robots disallow, no sitemap', async () => {
    for (const visibility of ['secret', 'private'] as const) {
      const app = await ownerWithApp(`Hidden ${visibility}`);
      await setVisibility(kit.server, app.owner, app.project.id, visibility);
      await app.owner.browser.post(`/api/projects/${app.project.id}/deployments`);
      const host = await liveHost(app);
      expect((await onHost(host, '/robots.txt')).text, visibility).toBe('User-agent: *\nDisallow: /\n');
      expect((await onHost(host, '/sitemap.xml')).status, visibility).toBe(404);
      if (visibility === 'secret') {
        const page = await onHost(host, '/');
        expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">');
        expect(page.text).not.toContain('og:title');
        expect(page.text).not.toContain('rel="canonical"');
        expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
      }
    }
  });

  it('names the verified custom domain as the canonical address, on the domain and on the live link', async () => {
    const app = await ownerWithApp('Canonical Cafe');
    const domain = await added(app, 'www.canonical-cafe.test');
    publish(domain.records);
    expect((await app.verify(domain.id)).status).toBe('verified');
    for (const host of ['www.canonical-cafe.test', await liveHost(app)]) {
      const page = await onHost(host, '/');
      expect(attribute(page.text, /<link rel="canonical" href="([^"]+)"/), host).toBe(
        'http://www.canonical-cafe.test/',
      );
    }
    expect((await onHost('www.canonical-cafe.test', '/robots.txt')).text).toContain(
      'Sitemap: http://www.canonical-cafe.test/sitemap.xml',
    );
  });
});

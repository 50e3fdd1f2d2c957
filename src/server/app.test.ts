import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../tests/support/test-server';

describe('the main app over HTTP', () => {
  let server: TestServer;
  beforeAll(async () => {
    const dist = path.join(os.tmpdir(), `shipwright-dist-${process.pid}-${Date.now()}`);
    const webDir = path.join(dist, 'web');
    await mkdir(path.join(webDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDir, 'index.html'), '<html><head></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(webDir, 'assets', 'app-abc.js'), 'console.log(1)');
    // What scripts/compress-web.mjs writes beside a large asset.
    const large = `console.log(${JSON.stringify('x'.repeat(4000))});`;
    await writeFile(path.join(webDir, 'assets', 'large-abc.js'), large);
    await writeFile(path.join(webDir, 'assets', 'large-abc.js.br'), brotliCompressSync(large));
    await writeFile(path.join(webDir, 'assets', 'large-abc.js.gz'), gzipSync(large));
    // The web app's prerendering entry, as `vite build --ssr` puts it beside the web build.
    await mkdir(path.join(dist, 'prerender'));
    await writeFile(
      path.join(dist, 'prerender', 'prerender.js'),
      // biome-ignore lint/suspicious/noTemplateCurlyInString: a template literal in the written module
      "export async function renderPage(url, config) { return `<main>page ${url} for ${config.supportEmail}</main>${'<p>More of the page.</p>'.repeat(100)}`; }",
    );
    server = await startTestServer({ WEB_DIST_DIR: webDir, SUPPORT_EMAIL: 'hello@shipwright.test' });
  });
  afterAll(() => server.close());

  it('answers /healthz once the database answers', async () => {
    const res = await server.request('/healthz');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('sends security headers: CSP without inline script, nosniff, referrer policy, frame-ancestors self', async () => {
    const res = await server.request('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/', '/product', '/pricing', '/contact', '/privacy-policy', '/terms-of-service', '/cookie-policy'])(
    'serves the web app at %s with the site config in a meta tag',
    async (route) => {
      const res = await server.request(route);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"');
      expect(html).toContain(
        'name="shipwright-config" content="{&quot;supportEmail&quot;:&quot;hello@shipwright.test&quot;,&quot;oauthProviders&quot;:[],&quot;liveModels&quot;:[]}"',
      );
    },
  );

  it('serves public pages with their prerendered markup, and other pages as the empty shell', async () => {
    expect(await (await server.request('/pricing')).text()).toContain(
      '<div id="root" data-prerendered><main>page /pricing for hello@shipwright.test</main><p>',
    );
    expect(await (await server.request('/')).text()).toContain('<main>page / for');
    const unknown = await server.request('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('<main>page /__not-found for');
    expect(await (await server.request('/dashboard')).text()).toContain('<div id="root"></div>');
  });

  it('serves the precompressed copy of an asset the browser takes, and says it varies', async () => {
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await server.request('/assets/large-abc.js', { headers: { 'accept-encoding': accepted } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      expect(await res.text()).toContain('console.log("xxx');
    }
  });

  it('compresses pages over 1 kB with the best encoding the browser takes, and leaves small answers alone', async () => {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const page = await server.request('/contact', { headers: { 'accept-encoding': accepted } });
      expect(page.headers.get('content-encoding')).toBe(encoding);
      expect(await page.text()).toContain('<main>page /contact');
    }
    const small = await server.request('/healthz', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });

  it('serves built assets with long-lived caching', async () => {
    const res = await server.request('/assets/app-abc.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown page with the app and a 404 status, and logs the path', async () => {
    const res = await server.request('/no/such/page?token=secret');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"');
    expect(server.logs).toContainEqual(expect.objectContaining({ msg: 'page not found', path: '/no/such/page' }));
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await server.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await server.postJson('/api/functions/contact-form', { message: 'x'.repeat(1024 * 1024 + 1) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'Request body is larger than 1 MB.' },
    });
  });

  it('logs one line per request with method, path, status and time, but no query string', async () => {
    await server.request('/healthz?email=someone@example.com');
    const line = server.logs.filter((l) => l.msg === 'request').at(-1);
    expect(line).toMatchObject({ method: 'GET', path: '/healthz', status: 200, ip: '127.0.0.1' });
    expect(typeof line?.ms).toBe('number');
    expect(JSON.stringify(server.logs)).not.toContain('someone@example.com');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PackageStore } from '../../src/server/apps/packages/package-store';
import { inProcessUnpacker } from '../../src/server/apps/packages/tarball';
import { reviewProject } from '../../src/server/apps/review/review-project';
import { auditEvents, projects } from '../../src/server/db/schema';
import type { ReviewFinding, ReviewResult } from '../../src/shared/security-review';
import { signedInBrowser } from '../support/auth-session';
import { startFakeRegistry } from '../support/fake-npm-registry';
import { sendAndWait } from '../support/run-events';
import { startTestServer, type TestServer } from '../support/test-server';

// Each check against files written to trip it, as a careless (or hostile) app would be, and the
// apps the built-in engine writes, which must pass without a critical finding.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const offline = 'http://127.0.0.1:9';
const review = (files: Record<string, string>) =>
  reviewProject(
    {
      packages: new PackageStore({ cacheDir: '/nonexistent', registryUrl: offline, unpack: inProcessUnpacker }),
      registryUrl: offline,
    },
    new Map(Object.entries(files)),
  );
const summary = (findings: ReviewFinding[]) => findings.map((f) => `${f.severity} ${f.check} ${f.file}:${f.line}`);

describe('the checks', () => {
  it('finds keys in browser code by format and by entropy, critical for known formats', async () => {
    const result = await review({
      'src/lib/pay.ts': `export const stripe = 'sk_live_${'4eC39HqLyjWDarjtT1zdp7dc'}';\n`,
      'src/lib/aws.ts': "const id = 'AKIAIOSFODNN7EXAMPLE';\n",
      'src/config.ts': "export const API_SECRET = 'q8Zr2LmX0vTn5Wk7YbHs3JdPe9Fa';\n",
      'src/ok.ts':
        "export const label = 'a long but ordinary sentence of words';\nconst token = 'aaaaaaaaaaaaaaaaaaaaaaaa';\n",
    });
    expect(summary(result.findings)).toEqual([
      'critical secrets src/lib/aws.ts:1',
      'critical secrets src/lib/pay.ts:1',
      'high secrets src/config.ts:1',
    ]);
    expect(result.blocking).toBe(true);
  });

  it('finds dangerous sinks, but not a fixed string of the author’s own', async () => {
    const result = await review({
      'src/Post.tsx':
        'export const Post = ({ body }: { body: string }) => <div dangerouslySetInnerHTML={{ __html: body }} />;\n',
      'src/Logo.tsx': 'export const Logo = () => <span dangerouslySetInnerHTML={{ __html: "&copy;" }} />;\n',
      'src/calc.ts': 'export const run = (code: string) => eval(code);\nconst f = new Function("a", "return a");\n',
      'src/dom.ts': 'document.getElementById("x")!.innerHTML = window.location.hash;\n',
    });
    expect(summary(result.findings)).toEqual([
      'high sinks src/calc.ts:1',
      'high sinks src/calc.ts:2',
      'high sinks src/Post.tsx:1',
      'medium sinks src/dom.ts:1',
    ]);
    expect(result.blocking).toBe(false);
  });

  it('reads the App Cloud rules: public changes are critical, personal fields readable by anyone are high', async () => {
    const rules = {
      collections: {
        notes: { read: 'owner', create: 'public', update: 'public', delete: 'public' },
        guests: { read: 'public', create: 'public' },
        posts: { read: 'public' },
      },
    };
    const result = await review({
      'cloud.json': JSON.stringify(rules, null, 2),
      'src/schema.ts': "export const guests = collection('guests', { name: text(), email: text(), phone: text() });\n",
      'src/posts.ts': "export const posts = collection('posts', { title: text() });\n",
    });
    expect(result.findings.map((f) => `${f.severity} ${f.title}`)).toEqual([
      'critical Anyone, signed in or not, can update and delete every record in "notes".',
      'high "guests" holds personal details (email, phone) and anyone can read them.',
      'medium Anyone, signed in or not, can add records to "guests".',
    ]);
    expect(result.findings[0]).toMatchObject({ file: 'cloud.json', line: 3 });
  });

  it('finds functions that write as the app for anyone, not those that check the caller or a signature', async () => {
    const writes = "  await ctx.cloud.asApp().collection('scores').add({ value: 1 });\n";
    const result = await review({
      'functions/open.ts': `export default async function open(req: Request, ctx: FunctionContext) {\n${writes}  return Response.json({});\n}\n`,
      'functions/checked.ts': `export default async function checked(req: Request, ctx: FunctionContext) {\n  if (!ctx.caller) return new Response('no', { status: 401 });\n${writes}}\n`,
      'functions/signed.ts': `export default async function signed(req: Request, ctx: FunctionContext) {\n  const secret = ctx.secrets.HOOK;\n${writes}}\n`,
      'functions/reads.ts':
        "export default async function reads(req: Request, ctx: FunctionContext) {\n  return Response.json(await ctx.cloud.asApp().collection('scores').list());\n}\n",
    });
    expect(summary(result.findings)).toEqual(['high functions functions/open.ts:2']);
  });

  it('finds plain http links and requests, not local addresses or XML namespaces', async () => {
    const result = await review({
      'src/api.ts': "fetch('http://api.example.org/v1/items');\nfetch('http://localhost:3000/x');\n",
      'index.html': '<svg xmlns="http://www.w3.org/2000/svg"></svg>\n<a href="http://shop.example.net">Shop</a>\n',
    });
    expect(summary(result.findings)).toEqual(['low plain-http index.html:2', 'low plain-http src/api.ts:1']);
  });

  it('asks the registry for advisories of the exact versions the app builds with', async () => {
    const registry = await startFakeRegistry([]);
    registry.advisories = {
      'date-fns': [
        { id: 1, title: 'Prototype pollution in parse', severity: 'critical', vulnerable_versions: '<99.0.0' },
      ],
      'lucide-react': [{ id: 2, title: 'Fixed long ago', severity: 'high', vulnerable_versions: '<0.0.1' }],
    };
    try {
      const store = new PackageStore({
        cacheDir: '/nonexistent',
        registryUrl: registry.url,
        unpack: inProcessUnpacker,
      });
      const files = new Map([
        ['src/App.tsx', "import { format } from 'date-fns';\nimport { X } from 'lucide-react';\n"],
      ]);
      const result = await reviewProject({ packages: store, registryUrl: registry.url }, files);
      // Someone else's bug is a reason to upgrade, not to stop a deploy: high at most.
      expect(result.findings.map((f) => `${f.severity} ${f.title.replace(/@[\d.]+/, '')}`)).toEqual([
        'high date-fns: Prototype pollution in parse',
      ]);
      expect(result.skipped).toEqual([]);
      expect(registry.requests).toContain('/-/npm/v1/security/advisories/bulk');
    } finally {
      await registry.close();
    }
  });

  it('says the advisories were skipped when the registry cannot be reached', async () => {
    const result = await review({ 'src/App.tsx': "import { format } from 'date-fns';\n" });
    expect(result.skipped).toEqual([
      { check: 'advisories', reason: expect.stringMatching(/not checked.*could not be reached/) },
    ]);
  });
});

describe('deploying', () => {
  it('passes an app the built-in engine wrote, and blocks a critical finding until the owner confirms it', async () => {
    const { browser } = await signedInBrowser(server);
    const project = (await (await browser.post('/api/projects', { prompt: 'A guestbook for my cafe' })).json()) as {
      id: string;
    };
    expect((await sendAndWait(browser, project.id, { content: 'A guestbook for my cafe' })).status).toBe(202);
    const clean = (await (await browser.get(`/api/projects/${project.id}/deployments/review`)).json()) as ReviewResult;
    expect(clean.findings.filter((f) => f.severity === 'critical')).toEqual([]);
    expect(clean.blocking).toBe(false);
    expect(clean.ms).toBeLessThan(3000);

    const leak = "export const STRIPE = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';\n";
    expect(
      (await browser.post(`/api/projects/${project.id}/files`, { filePath: 'src/keys.ts', content: leak })).status,
    ).toBe(201);
    const blocked = await browser.post(`/api/projects/${project.id}/deployments`, {});
    expect(blocked.status).toBe(409);
    expect(await blocked.json()).toEqual({
      error: { code: 'review_blocked', message: expect.stringMatching(/critical problem/) },
    });
    const confirmed = await browser.post(`/api/projects/${project.id}/deployments`, { confirmCritical: true });
    expect(confirmed.status, await confirmed.clone().text()).toBe(201);
    const [row] = await server.deps.db.select().from(projects).where(eq(projects.id, project.id));
    const events = await server.deps.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.workspaceId, row?.workspaceId ?? ''));
    expect(events.find((e) => e.action === 'project.deploy_confirmed')?.detail).toMatchObject({
      critical: 1,
      findings: 'secrets:src/keys.ts:1:A Stripe secret key',
    });
  });
});

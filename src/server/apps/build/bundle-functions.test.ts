import { afterAll, describe, expect, it } from 'vitest';
import { loadTemplate } from '../template/project-template';
import { ProjectBundler } from './bundle';

// App Functions are bundled with the app, each as its own ES module, under the same import rules.

const bundler = new ProjectBundler();
afterAll(() => bundler.dispose());

const withFunctions = (extra: Record<string, string>) => new Map(Object.entries({ ...loadTemplate(), ...extra }));

describe('App Functions in a build', () => {
  it('bundles each functions/<name>.ts as its own module, with what it imports from the project', async () => {
    const result = await bundler.bundle(
      withFunctions({
        'functions/contact-form.ts': `import { subject } from './shared/mail';\nexport default async function (request: Request) {\n  return Response.json({ subject: subject(await request.text()) });\n}\n`,
        'functions/shared/mail.ts': `export const subject = (text: string) => \`New message: \${text.slice(0, 40)}\`;\n`,
        'functions/Not_A_Name.ts': 'export default () => new Response("no");\n',
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    // Only files directly in functions/ with a valid name are functions; others are their modules.
    expect(Object.keys(result.functions)).toEqual(['contact-form']);
    expect(result.functions['contact-form']).toContain('New message: ');
    expect(result.functions['contact-form']).toMatch(/export\s*\{/);
    expect(result.js).not.toContain('New message: ');
  });

  it('rebuilds when the set of functions changes, and an app without functions has none', async () => {
    const one = await bundler.bundle(withFunctions({ 'functions/a.ts': 'export default () => new Response("a");\n' }));
    const two = await bundler.bundle(
      withFunctions({
        'functions/a.ts': 'export default () => new Response("a");\n',
        'functions/b.ts': 'export default () => new Response("b");\n',
      }),
    );
    const none = await bundler.bundle(withFunctions({}));
    expect(one.ok && Object.keys(one.functions)).toEqual(['a']);
    expect(two.ok && Object.keys(two.functions)).toEqual(['a', 'b']);
    expect(none.ok && none.functions).toEqual({});
  });

  it('reports a function’s error with its file and line', async () => {
    const result = await bundler.bundle(
      withFunctions({ 'functions/broken.ts': 'export default () => {\n  return new Response(;\n};\n' }),
    );
    expect(result).toMatchObject({ ok: false, problems: [{ file: 'functions/broken.ts', line: 2 }] });
  });
});

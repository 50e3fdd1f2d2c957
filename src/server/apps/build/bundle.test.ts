import { afterAll, describe, expect, it } from 'vitest';
import { notInstalledMessage } from '../../../shared/app-template';
import { loadTemplate } from '../template/project-template';
import { ProjectBundler } from './bundle';

const bundlers: ProjectBundler[] = [];
const bundler = () => {
  const b = new ProjectBundler();
  bundlers.push(b);
  return b;
};
afterAll(() => Promise.all(bundlers.map((b) => b.dispose())));

describe('ProjectBundler', () => {
  // Every kind of generated app is bundled by the built-in engine's own tests (engine.test.ts).
  it('builds the starter with its Tailwind classes', async () => {
    const result = await bundler().bundle(new Map(Object.entries(loadTemplate())));
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.js.length).toBeGreaterThan(50_000);
    expect(result.css).toMatch(/\.min-h-screen\{/);
    expect(result.css).not.toContain('@import');
  });

  it('refuses a package the server does not provide, naming it', async () => {
    const files = new Map(Object.entries(loadTemplate()));
    files.set('src/App.tsx', "import _ from 'lodash';\nexport default function App() { return <p>{_.VERSION}</p>; }\n");
    const result = await bundler().bundle(files);
    expect(result).toMatchObject({
      ok: false,
      problems: [{ message: notInstalledMessage('lodash'), file: 'src/App.tsx', line: 1 }],
    });
  });

  it('reports a syntax error with its file and line, then rebuilds once it is fixed', async () => {
    const b = bundler();
    const files = new Map(Object.entries(loadTemplate()));
    files.set('src/App.tsx', 'export default function App() {\n  return <p>broken</div>;\n}\n');
    const broken = await b.bundle(files);
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.problems[0]).toMatchObject({ file: 'src/App.tsx', line: 2 });
    files.set('src/App.tsx', 'export default function App() {\n  return <p className="text-rose-600">fixed</p>;\n}\n');
    const fixed = await b.bundle(files);
    expect(fixed.ok && fixed.js.includes('fixed') && fixed.css.includes('text-rose-600')).toBe(true);
  });
});

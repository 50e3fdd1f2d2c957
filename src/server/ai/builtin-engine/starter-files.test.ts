import { describe, expect, it } from 'vitest';
import { productVersion } from '../../apps/packages/curated';
import { loadTemplate } from '../../apps/template/project-template';
import { KINDS } from './kinds/kinds';
import { bundle, extractBlocks, first, followUp } from './test-utils';
import { SAMPLE_PROMPTS as PROMPTS } from './understand/sample-prompts';

const pageOf = (kind: keyof typeof PROMPTS, files: Record<string, string>) =>
  files[`src/pages/${KINDS[kind].page.component}.tsx`] ?? '';
const dependencies = (files: Record<string, string>) =>
  (JSON.parse(files['package.json'] ?? '{}') as { dependencies: Record<string, string> }).dependencies;

describe('generated apps use the starter’s components and the curated packages', () => {
  it('theme the components with the app’s accent and mode, and keep them on colour and dark-mode edits', () => {
    const { files } = first(PROMPTS.admin);
    const css = files['src/index.css'] ?? '';
    for (const token of [
      'primary: var(--color-brand-600)',
      'background: var(--color-surface)',
      'card: var(--color-panel)',
    ])
      expect(css).toContain(`--color-${token};`);
    expect(css).toContain('--color-muted-foreground: var(--color-muted);');
    const dark = followUp(files, 'make it dark and change the colours to green').files['src/index.css'] ?? '';
    expect(dark).toContain('accent: green; mode: dark');
    expect(dark).toContain('--color-primary: var(--color-brand-600);');
    expect(dark).toContain('--color-destructive: #ef4444;');
  });

  it('give an older app’s styles the component tokens when its colours change', () => {
    const { files } = first(PROMPTS.store);
    const older = (files['src/index.css'] ?? '').replace(
      /\n {2}--color-(?!brand|surface|panel|ink|muted:|line)[^\n]*/g,
      '',
    );
    expect(older).not.toContain('--color-primary');
    const { files: after } = followUp({ ...files, 'src/index.css': older }, 'make it purple');
    expect(after['src/index.css']).toContain('--color-primary: var(--color-brand-600);');
  });

  it('draw the analytics trend with recharts and list it in package.json', () => {
    const { files } = first(PROMPTS.analytics);
    const page = pageOf('analytics', files);
    expect(page).toContain("from 'recharts'");
    expect(page).toMatch(/<ResponsiveContainer[\s\S]*<AreaChart/);
    expect(page).toContain('var(--color-brand-600)');
    expect(dependencies(files)).toMatchObject({
      recharts: productVersion('recharts'),
      'date-fns': productVersion('date-fns'),
    });
  });

  it.each(['booking', 'social', 'blog'] as const)('%s formats its dates with date-fns', (kind) => {
    const { files } = first(PROMPTS[kind]);
    expect(pageOf(kind, files)).toContain("from 'date-fns'");
    expect(dependencies(files)['date-fns']).toBe(productVersion('date-fns'));
  });

  it('confirm removing a person in the starter’s Dialog, writing no starter file the project already has', () => {
    const { reply, files } = first(PROMPTS.admin);
    expect(pageOf('admin', files)).toContain("from '../components/ui/dialog'");
    const written = extractBlocks(reply).map((b) => b.path);
    expect(written.filter((p) => p.startsWith('src/components/ui/') || p.startsWith('src/lib/'))).toEqual([]);
    // package.json only gains the router the shell uses; the starter has everything else.
    const added = Object.keys(dependencies(files)).filter((name) => !(name in dependencies(loadTemplate())));
    expect(added).toEqual(['react-router']);
  });

  it('bring the components a page needs into a project that lacks them', async () => {
    const older = Object.fromEntries(
      Object.entries(loadTemplate()).filter(
        ([path]) => !path.startsWith('src/components/') && !path.startsWith('src/lib/'),
      ),
    );
    older['package.json'] =
      '{\n  "name": "my-app",\n  "dependencies": { "react": "19.3.1", "react-dom": "19.3.1" }\n}\n';
    const { files } = first(PROMPTS.admin, older);
    for (const path of [
      'src/components/ui/dialog.tsx',
      'src/components/ui/switch.tsx',
      'src/components/ui/button.tsx',
      'src/lib/utils.ts',
    ])
      expect(files[path]?.trimEnd(), path).toBe(loadTemplate()[path]?.trimEnd());
    expect(files['src/components/ui/tabs.tsx']).toBeUndefined();
    expect(Object.keys(dependencies(files))).toEqual(
      expect.arrayContaining(['radix-ui', 'lucide-react', 'clsx', 'tailwind-merge', 'class-variance-authority']),
    );
    expect((await bundle(files)).errors).toEqual([]);
  });
});

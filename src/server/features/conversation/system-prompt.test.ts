import { describe, expect, it } from 'vitest';
import { curatedPackages, packageLimits } from '../../../shared/packages';
import { loadTemplate } from '../../apps/template/project-template';
import { systemPrompt } from './system-prompt';

const context = (files: Record<string, string>) => ({
  files,
  frozen: [],
  knowledge: [],
  customInstructions: '',
  discussMode: false,
});

describe('the system prompt', () => {
  it('names every ready-made package with what it is for', () => {
    const prompt = systemPrompt(context({ 'src/App.tsx': 'x' }));
    for (const { name } of curatedPackages) expect(prompt).toContain(name);
    expect(prompt).toContain('lucide-react: icons;');
    expect(prompt).toContain('recharts: charts;');
    expect(prompt).toContain('react, react-dom: UI;');
    expect(prompt).toContain('motion: animation (import from "motion/react");');
    expect(prompt).toContain('@shipwright/cloud');
  });

  it("lists the project's UI components and how to import them, when it has them", () => {
    const prompt = systemPrompt(
      context({
        'src/components/ui/button.tsx': 'b',
        'src/components/ui/card.tsx': 'c',
        'src/components/ui/nested/x.tsx': 'n',
        'src/lib/utils.ts': 'u',
      }),
    );
    expect(prompt).toContain('button, card.');
    expect(prompt).toContain('import { Button } from "@/components/ui/button"');
    expect(prompt).toContain('cn from "@/lib/utils"');
    expect(systemPrompt(context({ 'src/App.tsx': 'x' }))).not.toContain('@/components/ui/button');
  });

  it('gives the App Functions contract: the file, its context, how the app calls it, webhooks and schedules', () => {
    const prompt = systemPrompt(context({}));
    expect(prompt).toContain('functions/<name>.ts');
    expect(prompt).toContain("import type { FunctionContext } from '@shipwright/cloud'");
    for (const part of ['ctx.caller', 'ctx.secrets', 'ctx.cloud.asApp()', 'ctx.log']) expect(prompt).toContain(part);
    expect(prompt).toContain("cloud.functions.invoke<Answer>('name', body)");
    expect(prompt).toContain('/_cloud/v1/hooks/<name>');
    expect(prompt).toContain('{"schedules": {"digest": "0 8 * * *"}}');
  });

  it('gives the app services: AI, e-mail and payments, each with what it may not do', () => {
    const prompt = systemPrompt(context({}));
    for (const part of ['cloud.ai.text(', 'cloud.ai.stream(', 'cloud.ai.object<', 'ai_not_configured', 'ctx.ai.']) {
      expect(prompt).toContain(part);
    }
    expect(prompt).toContain('cloud.email.notifyOwner(');
    expect(prompt).toContain('{"email": {"notifyOwner": "public"}}');
    expect(prompt).toContain('ctx.email.send({ to, subject, text })');
    expect(prompt).toContain('emailConsent: true');
    expect(prompt).toContain('cloud.payments.checkout({ items: [{ product: record.id, quantity }]');
    expect(prompt).toContain('{"seed": {"products": [');
    expect(prompt).toContain('the server prices from the records, never from the browser');
  });

  it('explains how to add and remove other npm packages, with the limits', () => {
    const prompt = systemPrompt(context({}));
    expect(prompt).toContain('<dependency name="papaparse" version="^5.5.0" />');
    expect(prompt).toContain('<dependency name="papaparse" remove />');
    expect(prompt).toContain(`At most ${packageLimits.maxPerProject} packages besides the ready-made ones`);
    expect(prompt).toContain('each at most 60 MB');
    expect(prompt).toMatch(/packages that need Node\.js .* do not work/);
    expect(prompt).not.toContain('only these packages may be imported');
  });

  it('names the starter’s untouched library files instead of repeating their source on every turn', () => {
    const template = loadTemplate();
    const button = template['src/components/ui/button.tsx'] ?? '';
    const prompt = systemPrompt(context({ ...template, 'src/components/ui/card.tsx': 'export const Card = 1;' }));
    expect(prompt).not.toContain(button);
    expect(prompt).toMatch(/exactly as the starter ships them[^\n]*src\/components\/ui\/button\.tsx/);
    // A changed one is read like any other file.
    expect(prompt).toContain('<current path="src/components/ui/card.tsx">\nexport const Card = 1;');
    expect(prompt).toContain(`<current path="src/App.tsx">\n${template['src/App.tsx']}`);
  });
});

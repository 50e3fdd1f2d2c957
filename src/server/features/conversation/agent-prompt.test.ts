import { describe, expect, it } from 'vitest';
import { agentPromptLimits, agentSystemPrompt } from './agent-prompt';

// An agent's prompt names every file but shows only the newest changed ones whole, so a large
// project fits any model's context; the rest is read through the tools.

const project = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [
      `src/components/Part${i}.tsx`,
      `export function Part${i}() {\n  return <p>${'part '.repeat(600)}</p>;\n}\n`,
    ]),
  );

const context = (files: Record<string, string>, recent: string[]) => ({
  files,
  recent,
  frozen: [],
  knowledge: [],
  customInstructions: '',
  discussMode: false,
});

describe('the agent prompt', () => {
  it('fits a 200-file project: every path with its size, the newest few whole', () => {
    const files = project(200);
    const recent = Object.keys(files).reverse();
    const prompt = agentSystemPrompt(context(files, recent));
    for (const path of Object.keys(files)) expect(prompt).toContain(`${path} (`);
    const shown = [...prompt.matchAll(/<current path="([^"]+)">/g)].map((m) => m[1]);
    expect(shown).toEqual(recent.slice(0, agentPromptLimits.recentFiles));
    // About 600 kB of files; the prompt stays a small part of that.
    const total = Object.values(files).join('').length;
    expect(total).toBeGreaterThan(600_000);
    expect(prompt.length).toBeLessThan(agentPromptLimits.recentChars + 40_000);
  });

  it('leaves out a recent file too large for what is left, and shows the next ones', () => {
    const files = {
      'src/huge.ts': 'x'.repeat(agentPromptLimits.recentChars + 1),
      'src/small.ts': 'export const a = 1;',
    };
    const prompt = agentSystemPrompt(context(files, ['src/huge.ts', 'src/small.ts']));
    expect(prompt).not.toContain('<current path="src/huge.ts">');
    expect(prompt).toContain('<current path="src/small.ts">');
    expect(prompt).toContain(`src/huge.ts (${agentPromptLimits.recentChars + 1} bytes)`);
  });
});

import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { loadTemplate, withoutUnchangedLibrary } from '../../apps/template/project-template';
import { type BuiltinSettings, builtinModelId, builtinProviderOptions, createBuiltinModel } from './language-model';
import { applyBlocks, extractBlocks, starter } from './test-utils';

const settings = (over: Partial<BuiltinSettings> = {}): BuiltinSettings => ({
  files: loadTemplate(),
  frozen: [],
  customInstructions: '',
  discuss: false,
  ...over,
});

async function reply(prompt: string, over: Partial<BuiltinSettings> = {}, system?: string) {
  const result = await generateText({
    model: createBuiltinModel(starter),
    system,
    prompt,
    providerOptions: builtinProviderOptions(settings(over)),
  });
  return result.text;
}

describe('the built-in engine as an AI SDK model', () => {
  it('streams the reply in chunks of a few lines with estimated usage', async () => {
    const model = createBuiltinModel(starter);
    expect(model.modelId).toBe(builtinModelId);
    const result = streamText({
      model,
      messages: [{ role: 'user', content: 'A todo app called Done Today' }],
      providerOptions: builtinProviderOptions(settings()),
    });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    const text = await result.text;
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(400);
    expect(chunks.join('')).toBe(text);
    expect(text).toContain('I built **Done Today**');
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(Math.ceil(text.length / 4));
    // The project files it read count as input; the starter's untouched library files do not.
    const { read, unchanged } = withoutUnchangedLibrary(loadTemplate());
    expect(unchanged).toContain('src/components/ui/button.tsx');
    expect(usage.inputTokens).toBeGreaterThan(JSON.stringify(read).length / 4);
    expect(usage.inputTokens).toBeLessThan(JSON.stringify(loadTemplate()).length / 4);
  });

  it('reads project files and frozen paths from its provider options', async () => {
    const files = applyBlocks(loadTemplate(), extractBlocks(await reply('An online store for my plant shop')));
    const text = await reply('make it dark and rename the app to Leafy', { files, frozen: ['src/index.css'] });
    expect(text).toContain('renamed the app to “Leafy”');
    expect(text).toContain('`src/index.css` is frozen');
    expect(extractBlocks(text).map((b) => b.path)).toEqual(['index.html', 'src/data.ts']);
  });

  it('takes standing instructions and discuss mode from its provider options', async () => {
    expect(await reply('A blog about baking', { customInstructions: 'Brand colour: pink.' })).toContain(
      'accent: pink; mode: light',
    );
    const discuss = await reply('A todo app called Done Today', { discuss: true });
    expect(extractBlocks(discuss)).toEqual([]);
    expect(discuss).toContain('I would build **Done Today**');
  });

  it('counts as a bare starter without options', async () => {
    const { text } = await generateText({ model: createBuiltinModel(starter), prompt: 'A todo app called Done Today' });
    expect(text).toContain('I built **Done Today**');
  });

  it('gives the same reply however the system prompt is worded', async () => {
    const files = applyBlocks(loadTemplate(), extractBlocks(await reply('An online store for my plant shop')));
    const current = `You are Shipwright's app engineer.\n\nThe user's standing instructions:\nBrand colour: pink.\n\nThe project's current files:\n<current path="src/index.css">\n${files['src/index.css']}\n</current>`;
    // Reworded, with sentences the engine once looked for meaning something else.
    const reworded =
      "Discuss mode is on: the user's standing instructions:\nAlways use a dark teal theme.\n\nThe project has no files yet.";
    const cases: Array<[string, Partial<BuiltinSettings>]> = [
      ['A blog about baking', { customInstructions: 'Brand colour: pink.' }],
      ['add a faq section and rename the app to Leafy', { files, frozen: ['src/data.ts'] }],
      ['make it dark', { files, discuss: true }],
    ];
    for (const [prompt, over] of cases) {
      const replies = await Promise.all(
        [current, reworded, '', undefined].map((system) => reply(prompt, over, system)),
      );
      expect(new Set(replies).size).toBe(1);
    }
  });
});

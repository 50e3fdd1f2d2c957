import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { loadTemplate } from '../../apps/template/project-template';
import { builtinModelId, createBuiltinModel, engineInputFromPrompt, projectFilesSystemBlock } from './language-model';
import { applyBlocks, extractBlocks } from './test-utils';

describe('the built-in engine as an AI SDK model', () => {
  it('streams the reply in small chunks with estimated usage', async () => {
    const model = createBuiltinModel();
    expect(model.modelId).toBe(builtinModelId);
    const result = streamText({
      model,
      messages: [
        { role: 'system', content: projectFilesSystemBlock(loadTemplate(), []) },
        { role: 'user', content: 'A todo app called Done Today' },
      ],
    });
    const chunks: string[] = [];
    for await (const chunk of result.textStream) chunks.push(chunk);
    const text = await result.text;
    expect(chunks.length).toBeGreaterThan(10);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThanOrEqual(40);
    expect(chunks.join('')).toBe(text);
    expect(text).toContain('I built **Done Today**');
    const usage = await result.usage;
    expect(usage.outputTokens).toBe(Math.ceil(text.length / 4));
    expect(usage.inputTokens).toBeGreaterThan(100);
  });

  it('reads project files and frozen paths from the last system message', async () => {
    const first = await generateText({ model: createBuiltinModel(), prompt: 'An online store for my plant shop' });
    const files = applyBlocks(loadTemplate(), extractBlocks(first.text));
    const { text } = await generateText({
      model: createBuiltinModel(),
      messages: [
        { role: 'system', content: `Be brief.\n\n${projectFilesSystemBlock(files, ['src/index.css'])}` },
        { role: 'user', content: 'make it dark and rename the app to Leafy' },
      ],
    });
    expect(text).toContain('renamed the app to “Leafy”');
    expect(text).toContain('`src/index.css` is frozen');
    expect(extractBlocks(text).map((b) => b.path)).toEqual(['index.html', 'src/data.ts']);
  });

  it('keeps other system text as custom instructions', () => {
    const input = engineInputFromPrompt([
      { role: 'system', content: `Use a green theme.\n${projectFilesSystemBlock({ 'a.ts': 'x' }, ['a.ts'])}` },
      { role: 'user', content: [{ type: 'text', text: 'hi' }] },
    ]);
    expect(input).toEqual({
      messages: [{ role: 'user', content: 'hi' }],
      files: { 'a.ts': 'x' },
      frozen: ['a.ts'],
      customInstructions: 'Use a green theme.',
      discuss: false,
    });
  });

  it('writes no blocks in discuss mode', async () => {
    const { text } = await generateText({
      model: createBuiltinModel(),
      system: `Discuss mode is on: answer and advise only.\n\n${projectFilesSystemBlock(loadTemplate(), [])}`,
      prompt: 'A todo app called Done Today',
    });
    expect(extractBlocks(text)).toEqual([]);
    expect(text).toContain('I would build **Done Today**');
  });
});

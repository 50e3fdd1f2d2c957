import { applyFileEdit } from '../../../shared/file-edits/apply';
import { FileEditParser } from '../../../shared/file-edits/parser';
import type { Starter } from './app/starter';
import { generateReply } from './engine';

/**
 * The files of the app the built-in engine writes for a first prompt, applied the way the
 * generation loop applies them: for tests and benchmarks that need a real generated app.
 */
export function firstAppFiles(prompt: string, starter: Starter) {
  let files = new Map(Object.entries(starter.files));
  const reply = generateReply({
    messages: [{ role: 'user', content: prompt }],
    files: Object.fromEntries(files),
    frozen: [],
    starter,
  });
  const parser = new FileEditParser();
  for (const event of [...parser.push(reply), ...parser.end()]) {
    if (event.type !== 'edit') continue;
    const result = applyFileEdit(files, event.edit);
    if (result.ok) files = result.files;
  }
  return files;
}

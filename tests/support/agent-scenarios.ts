import type { ParsedRequest } from './fake-model-protocols';
import type { FakeReply } from './fake-model-server';
import type { ProtocolName } from './fake-providers';

// What a scripted agent model does, by keyword in the user's message and by how many tool results
// it has been sent back: each request is one step of the loop.

const call = (name: string, input: unknown, text = ''): FakeReply => ({ text, toolCalls: [{ name, input }] });
const say = (text: string): FakeReply => ({ text });

const broken = 'export const greeting: number = "hello";\n';

// Type-checks clean, throws when the page renders: only opening the page finds it.
export const throwsOnRender = `const shown: Array<{ title: string }> = JSON.parse('null');

export default function App() {
  return (
    <main>
      <h1>Shop</h1>
      {shown.map((item) => (
        <p key={item.title}>{item.title}</p>
      ))}
    </main>
  );
}
`;
const rendersFine = throwsOnRender.replace("JSON.parse('null')", "JSON.parse('[]')");

/** What the model does about pages: breaks one and mends it after the check, or opens one. */
function pageScenario(message: string, request: ParsedRequest): FakeReply | null {
  const step = request.toolResults.length;
  const has = (word: string) => message.includes(word);
  if (has('automatic check') && request.users.some((u) => u.includes('PAGE-BREAK')))
    return step === 1 ? call('write_file', { path: 'src/App.tsx', content: rendersFine }) : say('Fixed the page.');
  if (has('PAGE-BREAK'))
    return step === 0 ? call('write_file', { path: 'src/App.tsx', content: throwsOnRender }) : say('Done.');
  if (has('PAGE-LOOK')) return step === 0 ? call('render_page', { path: '/' }) : say('Looked at the page.');
  if (has('PAGE-OLD'))
    return step === 0 ? call('write_file', { path: 'src/note.ts', content: 'export const note = 1;\n' }) : say('Done.');
  return null;
}

export function agentScenario(_protocol: ProtocolName, message: string, request: ParsedRequest): FakeReply {
  const step = request.toolResults.length;
  const last = request.toolResults.at(-1) ?? '';
  const has = (word: string) => message.includes(word);
  const pages = pageScenario(message, request);
  if (pages) return pages;
  if (has('TYPE-FIX')) {
    if (step === 0) return call('write_file', { path: 'src/greeting.ts', content: broken }, 'Adding a greeting.');
    if (step === 1 || step === 3) return call('type_check', {});
    if (step === 2 && last.includes('TS2322'))
      return call('edit_file', { path: 'src/greeting.ts', replacements: [{ search: 'number', replace: 'string' }] });
    return say('Added a greeting; it type-checks.');
  }
  // Gives up on what the loop's check sends back: the reply says what is left.
  if (has('automatic check') && request.users.some((u) => u.includes('GIVE-UP'))) return say('I could not fix that.');
  if (has('GIVE-UP'))
    return step === 0 ? call('write_file', { path: 'src/greeting.ts', content: broken }) : say('Done.');
  // The loop's own check comes back as a user message: the model fixes what it names.
  if (has('automatic check')) {
    return step === 1
      ? call('edit_file', { path: 'src/greeting.ts', replacements: [{ search: 'number', replace: 'string' }] })
      : say('Fixed the type.');
  }
  // Writes a type error and says it is done, without checking.
  if (has('AUTO-CHECK'))
    return step === 0 ? call('write_file', { path: 'src/greeting.ts', content: broken }) : say('Done.');
  if (has('LOOP')) return call('list_files', {}, `Looking again (${step}).`);
  if (has('FROZEN')) {
    return step === 0
      ? call('write_file', { path: './src/App.tsx', content: 'export default () => "pwned";\n' })
      : say(last.includes('frozen') ? 'That file is frozen, so I left it.' : 'Wrote it.');
  }
  if (has('BAD-ARGS')) {
    return step === 0
      ? call('edit_file', { path: 5, replacements: 'all of them', extra: true })
      : say(last.includes('invalid input for edit_file') ? 'My edit was malformed; nothing changed.' : 'Edited.');
  }
  if (has('RUNTIME')) {
    if (step === 0) return call('runtime_errors', {});
    if (step === 1 && last.includes('boom is not defined'))
      return call('write_file', { path: 'src/boom.ts', content: 'export const boom = () => 1;\n' });
    return say(step === 1 ? 'The preview reported nothing.' : 'Defined boom, which the preview lacked.');
  }
  if (has('CLOUD')) return step === 0 ? call('app_cloud', {}) : say('Read the app’s data.');
  if (has('STOP')) {
    return step === 0
      ? call('write_file', { path: 'src/kept.ts', content: 'export const kept = 1;\n' }, 'Writing the first file.')
      : { text: 'Now the second file, which takes a while', stallAfter: 12 };
  }
  if (has('FAIL-MID')) {
    return step === 0
      ? call('write_file', { path: 'src/kept.ts', content: 'export const kept = 1;\n' })
      : { text: '', status: 400, message: 'Invalid value for messages[3]' };
  }
  if (has('NO-TOOLS')) {
    return request.tools.length
      ? { text: '', status: 400, message: 'registry.ollama.ai/library/tiny does not support tools' }
      : say('One go.\n\n<file path="src/once.ts">\nexport const once = 1;\n</file>\n');
  }
  return say('Nothing to change.');
}

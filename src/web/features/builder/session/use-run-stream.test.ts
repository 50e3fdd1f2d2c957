import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRunEvent } from './use-run-stream';

describe('parseRunEvent', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  afterEach(() => warn.mockClear());

  it('reads each event the server sends, by the shared schema', () => {
    const snapshot = {
      type: 'snapshot',
      text: 'Hi',
      files: { 'src/App.tsx': 'x', 'old.ts': null },
      step: 's',
      percent: 5,
      actions: ['Reading src/App.tsx'],
    };
    expect(parseRunEvent('snapshot', JSON.stringify(snapshot))).toEqual(snapshot);
    // A server from before agent steps sends none: the list is empty.
    const { actions: _none, ...older } = snapshot;
    expect(parseRunEvent('snapshot', JSON.stringify(older))).toEqual({ ...older, actions: [] });
    expect(parseRunEvent('action', '{"type":"action","line":"Build: clean"}')).toEqual({
      type: 'action',
      line: 'Build: clean',
    });
    expect(parseRunEvent('text', '{"type":"text","text":"more"}')).toEqual({ type: 'text', text: 'more' });
    expect(parseRunEvent('file', '{"type":"file","path":"a.ts","content":null}')).toEqual({
      type: 'file',
      path: 'a.ts',
      content: null,
    });
    expect(parseRunEvent('done', '{"type":"done","run":null}')).toEqual({ type: 'done', run: null });
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves out and logs what does not match, instead of throwing', () => {
    expect(parseRunEvent('text', 'not json')).toBeNull();
    expect(parseRunEvent('step', '{"type":"step","step":"s"}')).toBeNull();
    expect(parseRunEvent('file', '{"type":"file","path":3,"content":"x"}')).toBeNull();
    expect(parseRunEvent('text', '{"type":"step","step":"s","percent":1}')).toBeNull();
    expect(parseRunEvent('text', 'null')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(5);
  });
});

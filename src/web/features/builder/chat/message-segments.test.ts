import { describe, expect, it } from 'vitest';
import { inlineSpans, splitMessage, textBlocks } from './message-segments';

describe('splitMessage', () => {
  it('keeps plain text as one segment, line breaks included', () => {
    expect(splitMessage('Hello\nworld')).toEqual([{ kind: 'text', text: 'Hello\nworld' }]);
  });

  it('separates fenced code blocks with their language', () => {
    const reply = 'Here is the button:\n```tsx\n<Button />\n```\nDone.';
    expect(splitMessage(reply)).toEqual([
      { kind: 'text', text: 'Here is the button:' },
      { kind: 'code', language: 'tsx', code: '<Button />' },
      { kind: 'text', text: 'Done.' },
    ]);
  });

  it('shows an unclosed fence as code', () => {
    expect(splitMessage('Start\n```js\nconst a = 1;')).toEqual([
      { kind: 'text', text: 'Start' },
      { kind: 'code', language: 'js', code: 'const a = 1;' },
    ]);
  });

  it('marks inline code and bold spans, leaving lone marks as typed', () => {
    expect(inlineSpans('Edit `App.tsx` and **the header** now')).toEqual([
      { kind: 'text', text: 'Edit ' },
      { kind: 'code', text: 'App.tsx' },
      { kind: 'text', text: ' and ' },
      { kind: 'bold', text: 'the header' },
      { kind: 'text', text: ' now' },
    ]);
    expect(inlineSpans('2 * 3 ** nothing')).toEqual([{ kind: 'text', text: '2 * 3 ** nothing' }]);
  });
});

describe('textBlocks', () => {
  it('splits paragraphs at blank lines and keeps single line breaks', () => {
    expect(textBlocks('One\ntwo\n\nThree')).toEqual([
      { kind: 'paragraph', text: 'One\ntwo' },
      { kind: 'paragraph', text: 'Three' },
    ]);
  });

  it('gathers "- item" lines into a list', () => {
    expect(textBlocks('I created:\n\n- `a.tsx`: page\n- b.css\n\nDone.')).toEqual([
      { kind: 'paragraph', text: 'I created:' },
      { kind: 'list', items: ['`a.tsx`: page', 'b.css'] },
      { kind: 'paragraph', text: 'Done.' },
    ]);
  });
});

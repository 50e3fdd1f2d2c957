import type { ParseEvent } from './types';

export type Case = { name: string; reply: string; events: ParseEvent[] };

export const text = (t: string): ParseEvent => ({ type: 'text', text: t });
export const start = (kind: 'write' | 'edit' | 'rename' | 'delete', path: string): ParseEvent => ({
  type: 'block-start',
  kind,
  path,
});
export const write = (path: string, content: string): ParseEvent => ({
  type: 'edit',
  edit: { kind: 'write', path, content },
});
export const invalid = (reason: string, raw: string): ParseEvent => ({ type: 'invalid', reason, raw });

export const headerReply = `I'll add a header.

<file path="src/Header.tsx">
export function Header() {
  return <h1>Hi</h1>;
}
</file>

Done.
`;
export const headerEvents = [
  text("I'll add a header."),
  start('write', 'src/Header.tsx'),
  write('src/Header.tsx', 'export function Header() {\n  return <h1>Hi</h1>;\n}'),
  text('\n\nDone.'),
];

/** Replies and the events they must parse into, whatever the chunking. */
export const cases: Case[] = [
  { name: 'prose only', reply: 'Hello there.\n\nHow are you?\n', events: [text('Hello there.\n\nHow are you?')] },
  {
    name: 'a < that is not a tag',
    reply: 'If a < b and a <div> or <filed> or <editor> or <file-list> or <delete!> appears, it stays prose. <',
    events: [
      text('If a < b and a <div> or <filed> or <editor> or <file-list> or <delete!> appears, it stays prose. <'),
    ],
  },
  { name: 'a write', reply: headerReply, events: headerEvents },
  { name: 'CRLF line endings', reply: headerReply.replace(/\n/g, '\r\n'), events: headerEvents },
  {
    name: 'an edit with two SEARCH/REPLACE pairs',
    reply: `Wiring the toggle.

<edit path="src/App.tsx">
<<<<<<< SEARCH
      <Header />
=======
      <Header dark={dark} onToggle={() => setDark(!dark)} />
>>>>>>> REPLACE

<<<<<<< SEARCH
import { Header } from './Header';
=======
import { Header } from './Header';
import { useState } from 'react';
>>>>>>> REPLACE
</edit>`,
    events: [
      text('Wiring the toggle.'),
      start('edit', 'src/App.tsx'),
      {
        type: 'edit',
        edit: {
          kind: 'edit',
          path: 'src/App.tsx',
          replacements: [
            { search: '      <Header />', replace: '      <Header dark={dark} onToggle={() => setDark(!dark)} />' },
            {
              search: "import { Header } from './Header';",
              replace: "import { Header } from './Header';\nimport { useState } from 'react';",
            },
          ],
        },
      },
    ],
  },
  {
    name: 'rename',
    reply: 'Renaming the page.\n<rename from="src/pages/About.tsx" to="src/pages/Team.tsx" />\nDone.',
    events: [
      text('Renaming the page.'),
      start('rename', 'src/pages/About.tsx'),
      { type: 'edit', edit: { kind: 'rename', from: 'src/pages/About.tsx', to: 'src/pages/Team.tsx' } },
      text('\nDone.'),
    ],
  },
  {
    name: 'delete, with a leading ./',
    reply: '<delete path="./src/pages/Old.tsx"/>\n',
    events: [
      start('delete', './src/pages/Old.tsx'),
      { type: 'edit', edit: { kind: 'delete', path: 'src/pages/Old.tsx' } },
    ],
  },
  {
    name: 'several blocks with prose between',
    reply: `First the file.

<file path="a.txt">
one
</file>


Then two more changes:
<rename from="b.txt" to="c.txt" />
<delete path="d.txt" />

<file path="e.txt">

</file>
All done.`,
    events: [
      text('First the file.'),
      start('write', 'a.txt'),
      write('a.txt', 'one'),
      text('\n\nThen two more changes:'),
      start('rename', 'b.txt'),
      { type: 'edit', edit: { kind: 'rename', from: 'b.txt', to: 'c.txt' } },
      start('delete', 'd.txt'),
      { type: 'edit', edit: { kind: 'delete', path: 'd.txt' } },
      start('write', 'e.txt'),
      write('e.txt', ''),
      text('\n\nAll done.'),
    ],
  },
  {
    name: 'closing tags inside code that are not alone on their line',
    reply: `<file path="src/page.html">
<div>
  <p>a</p></div>
const s = "</file>";
  </file>
x</file>
</file> and more
</file>   
after`,
    events: [
      start('write', 'src/page.html'),
      write('src/page.html', '<div>\n  <p>a</p></div>\nconst s = "</file>";\n  </file>\nx</file>\n</file> and more'),
      text('after'),
    ],
  },
  {
    name: 'an edit whose code holds </edit> mid-line and a <file> tag',
    reply: `<edit path="notes.md">
<<<<<<< SEARCH
old </edit> text
=======
<file path="x">
>>>>>>> REPLACE
</edit>`,
    events: [
      start('edit', 'notes.md'),
      {
        type: 'edit',
        edit: {
          kind: 'edit',
          path: 'notes.md',
          replacements: [{ search: 'old </edit> text', replace: '<file path="x">' }],
        },
      },
    ],
  },
  {
    name: 'attribute entities and > inside a value',
    reply: '<file path="src/&quot;odd&quot; &amp; a&lt;b&gt;.ts">\nx\n</file>\n<delete path=\'q>r.ts\' />',
    events: [
      start('write', 'src/"odd" & a<b>.ts'),
      write('src/"odd" & a<b>.ts', 'x'),
      start('delete', 'q>r.ts'),
      { type: 'edit', edit: { kind: 'delete', path: 'q>r.ts' } },
    ],
  },
  {
    name: 'a bad path is invalid and its content is not prose',
    reply: 'Before.\n<file path="../etc/passwd">\nroot\n</file>\nAfter.',
    events: [
      text('Before.'),
      start('write', '../etc/passwd'),
      invalid('invalid path "../etc/passwd"', '<file path="../etc/passwd">\nroot\n</file>'),
      text('\nAfter.'),
    ],
  },
  {
    name: 'bad paths in self-closing tags and missing attributes',
    reply:
      '<delete path="/abs.ts" />\n<rename from="a.ts" />\n<rename from="a.ts" to="b\\c.ts" />\n<edit file="a.ts">\n</edit>',
    events: [
      start('delete', '/abs.ts'),
      invalid('invalid path "/abs.ts"', '<delete path="/abs.ts" />'),
      start('rename', 'a.ts'),
      invalid('rename needs from and to attributes', '<rename from="a.ts" />'),
      start('rename', 'a.ts'),
      invalid('invalid path "b\\c.ts"', '<rename from="a.ts" to="b\\c.ts" />'),
      start('edit', ''),
      invalid('missing path attribute', '<edit file="a.ts">\n</edit>'),
    ],
  },
  {
    name: 'a malformed edit (no =======) is invalid',
    reply: 'Fixing.\n\n<edit path="src/App.tsx">\n<<<<<<< SEARCH\nold\n>>>>>>> REPLACE\n</edit>\n',
    events: [
      text('Fixing.'),
      start('edit', 'src/App.tsx'),
      invalid(
        'SEARCH/REPLACE pair 1 is missing its ======= line in <edit> of src/App.tsx',
        '<edit path="src/App.tsx">\n<<<<<<< SEARCH\nold\n>>>>>>> REPLACE\n</edit>',
      ),
    ],
  },
  {
    name: 'a self-closing <file> is invalid',
    reply: '<file path="a.ts" />\nok',
    events: [
      start('write', 'a.ts'),
      invalid('<file> needs a closing </file> line', '<file path="a.ts" />'),
      text('ok'),
    ],
  },
  {
    name: 'an unterminated block at the end',
    reply: 'Writing it.\n\n<file path="src/a.ts">\nconst a = 1;\n</file',
    events: [
      text('Writing it.'),
      start('write', 'src/a.ts'),
      invalid('unterminated <file> block for src/a.ts', '<file path="src/a.ts">\nconst a = 1;\n</file'),
    ],
  },
  {
    name: 'an opening tag cut off at the end',
    reply: 'Writing it.\n<file path="src/a',
    events: [text('Writing it.'), invalid('unterminated tag', '<file path="src/a')],
  },
  { name: 'a tag name cut off at the end stays prose', reply: 'Almost <fil', events: [text('Almost <fil')] },
];

import type { FileEdit, ParseEvent } from './types';

type Case = { name: string; reply: string; events: ParseEvent[] };

const text = (t: string): ParseEvent => ({ type: 'text', text: t });
const start: ParseEvent = { type: 'block-start', kind: 'dependency', path: 'package.json' };
const dependency = (name: string, version: string | null): ParseEvent => ({
  type: 'edit',
  edit: { kind: 'dependency', name, version } satisfies FileEdit,
});
const invalid = (reason: string, raw: string): ParseEvent => ({ type: 'invalid', reason, raw });

/** <dependency> blocks and the events they must parse into, whatever the chunking. */
export const dependencyCases: Case[] = [
  {
    name: 'a dependency with a version',
    reply: 'Adding charts.\n<dependency name="recharts" version="^3.1.0" />\nDone.',
    events: [text('Adding charts.'), start, dependency('recharts', '^3.1.0'), text('\nDone.')],
  },
  {
    name: 'a scoped dependency without a version asks for latest',
    reply: '<dependency name=\'@tanstack/react-table\'/>\n<dependency\n  name="zod"\n  version="4"\n/>\n',
    events: [start, dependency('@tanstack/react-table', 'latest'), start, dependency('zod', '4')],
  },
  {
    name: 'removing a dependency, with the flag written three ways',
    reply:
      'Cleaning up.\n<dependency name="left-pad" remove />\n<dependency remove name="is-odd"/>\n<dependency name="is-even" remove="true" version="1" />\n',
    events: [
      text('Cleaning up.'),
      start,
      dependency('left-pad', null),
      start,
      dependency('is-odd', null),
      start,
      dependency('is-even', null),
    ],
  },
  {
    name: 'bad names, versions and attributes are invalid',
    reply: [
      '<dependency name="Left Pad" />',
      '<dependency name="x" version="git+https://github.com/a/b" />',
      '<dependency version="1.0.0" />',
      '<dependency name="@shipwright/cloud" />',
      'ok',
    ].join('\n'),
    events: [
      start,
      invalid('"Left Pad" is not a valid npm package name', '<dependency name="Left Pad" />'),
      start,
      invalid(
        'version "git+https://github.com/a/b" of x is not a version, range or tag from the npm registry (like "^1.2.0")',
        '<dependency name="x" version="git+https://github.com/a/b" />',
      ),
      start,
      invalid('dependency needs a name attribute', '<dependency version="1.0.0" />'),
      start,
      invalid(
        '@shipwright/cloud is built in: import it without a dependency',
        '<dependency name="@shipwright/cloud" />',
      ),
      text('ok'),
    ],
  },
  {
    name: 'prose that looks like a dependency tag stays prose',
    reply:
      'Your <dependencies> and a <dependency is great> or <dependency removed /> or <dependency remove"x" /> stay.',
    events: [
      text(
        'Your <dependencies> and a <dependency is great> or <dependency removed /> or <dependency remove"x" /> stay.',
      ),
    ],
  },
  {
    name: 'a dependency tag cut off at the end',
    reply: 'Adding it.\n<dependency name="recharts" remove',
    events: [text('Adding it.'), invalid('unterminated tag', '<dependency name="recharts" remove')],
  },
];

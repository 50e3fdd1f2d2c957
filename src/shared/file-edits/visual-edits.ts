import { z } from 'zod';
import { normalizeProjectPath } from './paths';

/**
 * Visual edits: the style groups the panel offers, each a set of Tailwind classes of which an
 * element has at most one, the route's input, and the texts. Shared so the panel's choices and
 * the server's checks are the same list.
 */

const colours = ['slate', 'red', 'orange', 'amber', 'green', 'teal', 'blue', 'indigo', 'purple', 'pink'] as const;
const option = (value: string, label: string) => ({ value, label });

export const styleGroups = {
  textColor: {
    label: 'Text colour',
    // Any text-<colour>-<shade>, white, black: all of them are replaced by the choice.
    matches: /^text-(white|black|current|transparent|inherit|[a-z]+-\d{2,3})(\/\d+)?$/,
    options: [option('text-white', 'White'), option('text-black', 'Black')].concat(
      colours.flatMap((c) => [option(`text-${c}-600`, `${c} 600`), option(`text-${c}-900`, `${c} 900`)]),
    ),
  },
  background: {
    label: 'Background',
    matches: /^bg-(white|black|transparent|[a-z]+-\d{2,3})(\/\d+)?$/,
    options: [option('bg-white', 'White'), option('bg-transparent', 'None')].concat(
      colours.flatMap((c) => [option(`bg-${c}-100`, `${c} 100`), option(`bg-${c}-600`, `${c} 600`)]),
    ),
  },
  fontSize: {
    label: 'Font size',
    matches: /^text-(xs|sm|base|lg|xl|[2-9]xl)$/,
    options: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl'].map((s) => option(`text-${s}`, s)),
  },
  fontWeight: {
    label: 'Font weight',
    matches: /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/,
    options: ['light', 'normal', 'medium', 'semibold', 'bold', 'extrabold'].map((w) => option(`font-${w}`, w)),
  },
  padding: {
    label: 'Padding',
    matches: /^p[xytrblse]?-(\d+(\.5)?|px)$/,
    options: ['0', '1', '2', '3', '4', '6', '8', '10', '12', '16'].map((n) => option(`p-${n}`, n)),
  },
  margin: {
    label: 'Margin',
    // Numeric margins only: mx-auto centres a block and stays.
    matches: /^m[xytrblse]?-(\d+(\.5)?|px)$/,
    options: ['0', '1', '2', '3', '4', '6', '8', '10', '12', '16'].map((n) => option(`m-${n}`, n)),
  },
  radius: {
    label: 'Corner radius',
    matches: /^rounded(-(none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?$/,
    options: ['none', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'full'].map((r) => option(`rounded-${r}`, r)),
  },
  align: {
    label: 'Alignment',
    matches: /^text-(left|center|right|justify|start|end)$/,
    options: ['left', 'center', 'right', 'justify'].map((a) => option(`text-${a}`, a)),
  },
} as const;

export type StyleGroup = keyof typeof styleGroups;
export const styleGroupNames = Object.keys(styleGroups) as StyleGroup[];

/** The element's classes with the group's old ones taken out and `value` (if any) put in. */
export function withStyle(className: string, group: StyleGroup, value: string | null) {
  const kept = className.split(/\s+/).filter((c) => c && !styleGroups[group].matches.test(c));
  return (value ? [...kept, value] : kept).join(' ');
}

/** The group's class an element has now (without variants such as md:), for the panel to show. */
export const currentStyle = (className: string, group: StyleGroup) =>
  className.split(/\s+/).find((c) => styleGroups[group].matches.test(c)) ?? null;

export const visualEditLimits = { textMaxLength: 2_000 } as const;

const change = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('text'), text: z.string().max(visualEditLimits.textMaxLength) }),
  z.object({ kind: z.literal('style'), group: z.enum(styleGroupNames), value: z.string().nullable() }),
  z.object({ kind: z.literal('delete') }),
]);

const offered = ({ change: c }: { change: z.infer<typeof change> }) =>
  c.kind !== 'style' || c.value === null || styleGroups[c.group].options.some((o) => o.value === c.value);

export const visualEditSchema = z
  .object({
    filePath: z.string().refine((path) => normalizeProjectPath(path) === path, 'Use a path inside the project.'),
    line: z.number().int().min(1).max(100_000),
    column: z.number().int().min(1).max(10_000),
    change,
  })
  .refine(offered, { message: 'Choose one of the offered values.', path: ['change', 'value'] });
export type VisualEdit = z.infer<typeof visualEditSchema>;
export type VisualChange = VisualEdit['change'];

/** Where an element is written: "src/App.tsx:12:5". */
export const sourceLocation = (edit: { filePath: string; line: number; column: number }) =>
  `${edit.filePath}:${edit.line}:${edit.column}`;

export function parseSourceLocation(value: string) {
  const match = /^(.+):(\d+):(\d+)$/.exec(value);
  return match ? { filePath: match[1] as string, line: Number(match[2]), column: Number(match[3]) } : null;
}

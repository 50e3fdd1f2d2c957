import { z } from 'zod';
import { normalizeProjectPath } from '../../../shared/file-edits/paths';
import type { FileEdit } from '../../../shared/file-edits/types';
import { packageNameSchema, versionSpecSchema } from '../../../shared/packages';
import { applyEdit } from '../project-files/guarded-edit';
import { type SearchOutcome, searchByRegex } from './regex-search';

// What a hosted model may do to a project during an agent reply (issue 31), one function per
// tool: each validates its input with zod and answers with a result or an error the model can act
// on, never a throw. Edits go through the same rules as a one-shot reply's file blocks (frozen
// files, package rules, paths inside the project) on the reply's own copy of the files; the
// database is written once the reply is whole.

/** The reply's working copy: what the tools read and change. */
export interface Workspace {
  files: Map<string, string>;
  frozen: ReadonlySet<string>;
  /** Paths changed so far in this reply, in order, once each. */
  changed: string[];
}

export type ToolAnswer = { ok: true; result: unknown } | { ok: false; error: string };

/** What a read answers at most per call, so one call cannot fill the model's context. */
export const readLimits = { files: 12, charsPerFile: 40_000, totalChars: 120_000 } as const;
/** What a search answers at most. */
export const searchLimits = { matches: 100, queryLength: 200, lineLength: 240 } as const;

const path = z.string().min(1).max(200);
const schemas = {
  list_files: z.object({ under: path.optional() }).strict(),
  read_files: z.object({ paths: z.array(path).min(1).max(readLimits.files) }).strict(),
  search_files: z
    .object({
      text: z.string().min(1).max(searchLimits.queryLength),
      regex: z.boolean().optional(),
      under: path.optional(),
    })
    .strict(),
  write_file: z.object({ path, content: z.string().max(400_000) }).strict(),
  edit_file: z
    .object({
      path,
      replacements: z
        .array(z.object({ search: z.string().min(1), replace: z.string() }).strict())
        .min(1)
        .max(50),
    })
    .strict(),
  rename_file: z.object({ from: path, to: path }).strict(),
  delete_file: z.object({ path }).strict(),
  // The names and versions the dependency panel accepts; what may be installed is decided at build.
  set_dependency: z.object({ name: packageNameSchema, version: versionSpecSchema.nullable() }).strict(),
};
export type ToolName = keyof typeof schemas;
export const toolNames = Object.keys(schemas) as ToolName[];

/** What each tool is for, as the model reads it. */
export const toolDescriptions: Record<ToolName, string> = {
  list_files: 'Lists the project’s files (path and size in bytes), all of them or those under a folder.',
  read_files: `Reads up to ${readLimits.files} files whole, each with its line count.`,
  search_files:
    'Finds a piece of text, or with regex true a JavaScript regular expression, case-insensitive, in the project’s files: path, line number and the line, for each match.',
  write_file: 'Creates a file or replaces its whole content.',
  edit_file:
    'Replaces text in a file: each search must match exactly one place, as it is in the file now (read it first).',
  rename_file: 'Moves a file to a new path; imports of it are not updated.',
  delete_file: 'Deletes a file.',
  set_dependency:
    'Sets a package in package.json’s dependencies to a version, or removes it with version null. Only packages the product allows are installed.',
};

const fail = (error: string): ToolAnswer => ({ ok: false, error });

/** The files under the folder the model named (all without one), by path; null when the folder is invalid. */
function filesUnder(ws: Workspace, under: string | undefined) {
  const folder = under === undefined ? '' : normalizeProjectPath(under.replace(/\/+$/, ''));
  if (folder === null) return null;
  const prefix = folder ? `${folder}/` : '';
  return [...ws.files].filter(([p]) => p.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));
}

function listFiles(ws: Workspace, { under }: z.output<typeof schemas.list_files>): ToolAnswer {
  const found = filesUnder(ws, under);
  if (!found) return fail(`invalid folder "${under}"`);
  const files = found.map(([p, content]) => ({
    path: p,
    bytes: Buffer.byteLength(content),
    ...(ws.frozen.has(p) ? { frozen: true } : {}),
  }));
  return { ok: true, result: { files } };
}

function readFiles(ws: Workspace, { paths }: z.output<typeof schemas.read_files>): ToolAnswer {
  let budget: number = readLimits.totalChars;
  const files = [...new Set(paths)].map((asked) => {
    const p = normalizeProjectPath(asked);
    const content = p === null ? undefined : ws.files.get(p);
    if (p === null || content === undefined) return { path: asked, error: 'no such file' };
    const shown = content.slice(0, Math.max(0, Math.min(readLimits.charsPerFile, budget)));
    budget -= shown.length;
    const lines = content.split('\n').length;
    return shown.length < content.length
      ? { path: p, lines, content: shown, truncated: `first ${shown.length} of ${content.length} characters` }
      : { path: p, lines, content };
  });
  return { ok: true, result: { files } };
}

function searchFiles(ws: Workspace, { text, regex, under }: z.output<typeof schemas.search_files>): ToolAnswer {
  const found = filesUnder(ws, under);
  if (!found) return fail(`invalid folder "${under}"`);
  const outcome = regex ? searchByRegex(found, text, searchLimits) : searchText(found, text);
  if (!outcome.ok) return fail(outcome.error);
  const { matches, more } = outcome;
  return { ok: true, result: more ? { matches, more: `only the first ${searchLimits.matches}` } : { matches } };
}

/** The lines holding `text`, case-insensitively, up to the match limit. */
function searchText(files: Array<[string, string]>, text: string): SearchOutcome {
  const needle = text.toLowerCase();
  const matches: Array<{ path: string; line: number; text: string }> = [];
  for (const [p, content] of files) {
    for (const [index, line] of content.split('\n').entries()) {
      if (!line.toLowerCase().includes(needle)) continue;
      if (matches.length === searchLimits.matches) return { ok: true, matches, more: true };
      matches.push({ path: p, line: index + 1, text: line.trim().slice(0, searchLimits.lineLength) });
    }
  }
  return { ok: true, matches, more: false };
}

/** One edit on the working copy under the file blocks' rules; what it changed is remembered. */
function edit(ws: Workspace, fileEdit: FileEdit): ToolAnswer {
  const outcome = applyEdit(ws.files, ws.frozen, fileEdit);
  if (outcome.status === 'frozen') return fail(`${outcome.path} is frozen by the owner and cannot be changed`);
  if (outcome.status === 'failed') return fail(outcome.reason);
  for (const p of outcome.changed) if (!ws.changed.includes(p)) ws.changed.push(p);
  return { ok: true, result: { changed: outcome.changed } };
}

const run: { [N in ToolName]: (ws: Workspace, input: z.output<(typeof schemas)[N]>) => ToolAnswer } = {
  list_files: listFiles,
  read_files: readFiles,
  search_files: searchFiles,
  write_file: (ws, input) => edit(ws, { kind: 'write', ...input }),
  edit_file: (ws, input) => edit(ws, { kind: 'edit', ...input }),
  rename_file: (ws, input) => edit(ws, { kind: 'rename', ...input }),
  delete_file: (ws, input) => edit(ws, { kind: 'delete', ...input }),
  set_dependency: (ws, input) => edit(ws, { kind: 'dependency', ...input }),
};

/** Runs tool `name` with the model's `input` on `ws`: invalid input is answered, like any refusal. */
export function runTool(ws: Workspace, name: string, input: unknown): ToolAnswer {
  if (!Object.hasOwn(schemas, name)) return fail(`there is no tool "${name}"; the tools are ${toolNames.join(', ')}`);
  const tool = name as ToolName;
  const parsed = schemas[tool].safeParse(input);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`);
    return fail(`invalid input for ${tool}: ${issues.join('; ')}`);
  }
  return (run[tool] as (ws: Workspace, input: unknown) => ToolAnswer)(ws, parsed.data);
}

/** Each tool's input schema, for the model's tool definitions. */
export const toolInputSchemas = schemas;

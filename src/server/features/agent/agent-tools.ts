import { type ToolSet, tool } from 'ai';
import type { z } from 'zod';
import { checkDescriptions, checkInputSchemas, checkNames, isCheck, type ProjectChecks, runCheck } from './check-tools';
import {
  runTool,
  type ToolAnswer,
  toolDescriptions,
  toolInputSchemas,
  toolNames,
  type Workspace,
} from './workspace-tools';

/**
 * The tools an agent reply offers the model: the workspace's and the checks'. They carry no
 * `execute`: the loop runs each call itself, after the step, so a step the provider fails midway
 * and is asked again never ran half of its calls.
 */
export function agentToolSet(): ToolSet {
  const tools: ToolSet = {};
  const add = (name: string, description: string, inputSchema: z.ZodType) => {
    tools[name] = tool({ description, inputSchema } as Parameters<typeof tool>[0]);
  };
  for (const name of toolNames) add(name, toolDescriptions[name], toolInputSchemas[name]);
  for (const name of checkNames) add(name, checkDescriptions[name], checkInputSchemas[name]);
  return tools;
}

/** Runs one tool call of the model on the working copy: its answer, never a throw. */
export function runAgentTool(ws: Workspace, checks: ProjectChecks, name: string, input: unknown): Promise<ToolAnswer> {
  return isCheck(name) ? runCheck(ws, checks, name, input) : Promise.resolve(runTool(ws, name, input));
}

export interface AnsweredCall {
  name: string;
  input: unknown;
  answer: ToolAnswer;
}

const pathOf = (input: unknown, key = 'path') =>
  typeof input === 'object' && input && typeof (input as Record<string, unknown>)[key] === 'string'
    ? String((input as Record<string, unknown>)[key])
    : '';
const countOf = (answer: ToolAnswer, key: 'count') =>
  answer.ok && typeof answer.result === 'object' && answer.result && key in answer.result
    ? Number((answer.result as Record<string, unknown>)[key])
    : 0;
const editingTools = ['write_file', 'edit_file', 'rename_file', 'delete_file', 'set_dependency'];
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const named = (paths: string[]) => (paths.length === 1 ? paths[0] : plural(paths.length, 'file'));

/**
 * A step's calls as the lines the person sees in the reply ("Reading src/App.tsx", "Editing 2
 * files", "Build: 2 problems"), one per kind of call, in the order they came.
 */
export function stepLines(calls: AnsweredCall[]): string[] {
  const lines = new Map<string, string>();
  const paths = (names: string[]) =>
    calls
      .filter((c) => names.includes(c.name) && c.answer.ok)
      .flatMap((c) => {
        if (c.name === 'read_files') {
          const asked = (c.input as { paths?: unknown }).paths;
          return Array.isArray(asked) ? asked.map(String) : [];
        }
        return [pathOf(c.input) || pathOf(c.input, 'to') || pathOf(c.input, 'name')];
      });
  for (const call of calls) {
    const { name, answer } = call;
    if (!answer.ok) {
      lines.set(`refused ${lines.size}`, `${name.replace(/_/g, ' ')} refused: ${answer.error}`.slice(0, 160));
      continue;
    }
    if (name === 'list_files') lines.set(name, 'Listing the files');
    else if (name === 'read_files') lines.set(name, `Reading ${named(paths(['read_files']))}`);
    else if (name === 'search_files')
      lines.set(name, `Searching for “${String((call.input as { text?: unknown }).text)}”`);
    else if (name === 'build') {
      const count = countOf(answer, 'count');
      lines.set(name, count ? `Build: ${plural(count, 'problem')}` : 'Build: clean');
    } else if (name === 'type_check') {
      const count = countOf(answer, 'count');
      lines.set(name, count ? `Types: ${plural(count, 'error')}` : 'Types: clean');
    } else if (name === 'runtime_errors') lines.set(name, 'Reading what the preview reported');
    else if (name === 'app_cloud') lines.set(name, 'Looking at the app’s data');
    else if (name === 'render_page') {
      const page = pathOf(call.input) || '/';
      const count = countOf(answer, 'count');
      const opened = (answer.result as { rendered?: boolean }).rendered !== false;
      lines.set(
        `${name} ${page}`,
        !opened
          ? `Page ${page}: not opened`
          : count
            ? `Page ${page}: ${plural(count, 'error')}`
            : `Page ${page}: clean`,
      );
    } else lines.set('edit', `Editing ${named([...new Set(paths(editingTools))])}`);
  }
  return [...lines.values()];
}

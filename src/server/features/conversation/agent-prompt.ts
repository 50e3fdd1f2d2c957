import { withoutUnchangedLibrary } from '../../apps/template/project-template';
import { appIntro, type PromptContext, projectContext, shapeRules } from './system-prompt';

/** The newest changed files shown whole in an agent's prompt, at most this many and this much. */
export const agentPromptLimits = { recentFiles: 8, recentChars: 48_000 } as const;

const agentRules = `You work with tools, step by step, on the project's files. The prompt shows the file tree and the files changed most lately; read any other file before changing it (read_files), and find things with search_files.
Change files only with the tools: edit_file for small changes (each search exactly as the file has it now), write_file for new files or whole rewrites, rename_file, delete_file, and set_dependency for packages. Paths are relative to the project root.
After changing files, run build and type_check and fix what they report, then check again; open the pages you changed with render_page to see them as a visitor does and any error they throw; use runtime_errors to see what the preview reported and app_cloud to see the app's data. Finish when the build and type-check are clean and the pages open without errors.
Say briefly to the user what you are doing and, at the end, what you changed. Never paste whole files into your text.`;

export interface AgentPromptContext extends PromptContext {
  /** Paths, most recently changed first: the first of them are shown whole. */
  recent: string[];
}

/**
 * The system prompt of an agent reply: not every file (a 200-file project would not fit), but
 * the tree with sizes, the files changed lately whole, and the tools to read the rest.
 */
export function agentSystemPrompt(context: AgentPromptContext): string {
  const parts = [appIntro, agentRules, shapeRules, ...projectContext(context)];
  const { read, unchanged } = withoutUnchangedLibrary(context.files);
  const tree = Object.keys(context.files)
    .sort()
    .map((p) => `${p} (${Buffer.byteLength(context.files[p] ?? '')} bytes)`);
  parts.push(`The project's files:\n${tree.join('\n')}`);
  if (unchanged.length) {
    parts.push(
      `Of these, standard shadcn/ui-style sources on Radix exactly as the starter ships them: ${unchanged.join(', ')}.`,
    );
  }
  if (context.pathsOnly) return parts.join('\n\n');
  let budget: number = agentPromptLimits.recentChars;
  const shown: string[] = [];
  for (const path of context.recent) {
    const content = read[path];
    if (content === undefined || content.length > budget) continue;
    shown.push(`<current path="${path}">\n${content}\n</current>`);
    budget -= content.length;
    if (shown.length === agentPromptLimits.recentFiles) break;
  }
  if (shown.length) parts.push(`The files changed most lately, as they are now:\n${shown.join('\n')}`);
  return parts.join('\n\n');
}

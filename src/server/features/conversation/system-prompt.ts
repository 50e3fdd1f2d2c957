import { estimateTokens } from '../../../shared/usage';
import { withoutUnchangedLibrary } from '../../apps/template/project-template';
import { cloudPrompt } from './cloud-prompt';
import { packagesPrompt } from './packages-prompt';

export interface PromptContext {
  files: Record<string, string>;
  frozen: string[];
  knowledge: Array<{ fileName: string; text: string }>;
  customInstructions: string;
  discussMode: boolean;
  /** Which outside services the user connected, as env placeholders (never their secrets). */
  connectedServices?: string;
  /** A model found the whole prompt too long: files are named without their contents. */
  pathsOnly?: boolean;
}

/** How much of the context window project knowledge may take. */
const knowledgeBudgetTokens = 6_000;

/** What the app is, for every hosted model. */
export const appIntro = `You are Shipwright's app engineer. You build and change a React 19 + TypeScript + Tailwind CSS app.
Entry point: src/main.tsx renders src/App.tsx; styles in src/index.css (Tailwind v4, \`@import "tailwindcss";\`).`;

const blockRules = `Reply with a short explanation for the user, plus file changes written as tagged blocks:
<file path="src/App.tsx">
(the whole file)
</file>
<edit path="src/App.tsx">
<<<<<<< SEARCH
(exact existing lines)
=======
(replacement lines)
>>>>>>> REPLACE
</edit>
<rename from="src/Old.tsx" to="src/New.tsx" />
<delete path="src/Unused.tsx" />
<dependency name="papaparse" version="^5.5.0" />
Prefer <edit> for small changes to existing files; SEARCH text must match the file exactly once.
Paths are relative to the project root, no "..". Close every tag on its own line.`;

/** What a good app is, for every hosted model (one-shot or agent). */
export const shapeRules = `How a good app is shaped:
- Pages have addresses: routing is React Router (import from "react-router"). Wrap the app in <BrowserRouter> with <Routes>; every page gets a path ("/chores"), each record a detail path ("/chores/:id"); header entries are <NavLink>s, never buttons that swap state, so reload, Back and a shared link keep the place. Deep links are served by the host.
- A tool (tracker, log, planner, CRM, board, inventory, directory) opens straight on its main screen, with no marketing home in front; a home page with a hero is for sites, shops, portfolios and landing pages. No filler sections nobody asked for.
- Everything the description names is built and visible on the first screen or one click away: each field in the form and the list, each derived view (totals and averages, a number summed per person or category as a ranking, charts of X per Y, progress towards a goal, month calendars, boards by status, timers). Derived views render in every state, with an empty state that says what will appear. If something cannot be built, say so in the reply.
- A new list shows what it does at once: give useSamples (below) a handful of realistic records for the domain, never lorem ipsum.
- Live data (weather, exchange rates) comes from free public services the browser calls itself (Open-Meteo, Frankfurter: no keys); keep the last figures, and when the service can't be reached say so plainly with a Try again button, never a blank card.
- A shared thing booked by the day (a desk, a room, a parking spot) cannot be booked twice: the form says who has it.`;

/**
 * The system prompt: the template and format rules, frozen files, knowledge, instructions and current files.
 * It is prose for hosted models only: the built-in engine gets the same settings as data (see turn.ts), so
 * the wording here can change freely.
 */
export function systemPrompt(context: PromptContext): string {
  const parts = [appIntro, blockRules, shapeRules, ...projectContext(context)];
  if (context.discussMode) {
    parts.splice(3, 0, 'Discuss mode is on: answer and advise only. Do not write any file blocks in this reply.');
  }
  if (context.pathsOnly) {
    parts.push(
      `The project's files (their contents are left out, to fit the model's context: change a file with a whole <file> block, never an <edit>): ${Object.keys(context.files).sort().join(', ')}.`,
    );
    return parts.join('\n\n');
  }
  const { read, unchanged } = withoutUnchangedLibrary(context.files);
  const listing = Object.entries(read)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([path, content]) => `<current path="${path}">\n${content}\n</current>`)
    .join('\n');
  parts.push(listing ? `The project's current files:\n${listing}` : 'The project has no files yet.');
  if (unchanged.length) {
    parts.push(
      `Also in the project, exactly as the starter ships them (standard shadcn/ui-style sources on Radix; write a whole new version with a <file> block to change one): ${unchanged.join(', ')}.`,
    );
  }
  return parts.join('\n\n');
}

/** What every hosted prompt says of the project besides its files: packages, App Cloud, frozen files, instructions, knowledge. */
export function projectContext(context: PromptContext): string[] {
  const parts = [packagesPrompt(Object.keys(context.files)), cloudPrompt];
  if (context.frozen.length) {
    parts.push(
      `These files are frozen by the user and must not be changed, renamed or deleted:\n${context.frozen.map((p) => `- ${p}`).join('\n')}`,
    );
  }
  if (context.customInstructions.trim())
    parts.push(`The user's standing instructions:\n${context.customInstructions.trim()}`);
  if (context.connectedServices) parts.push(context.connectedServices);
  const knowledge = trimKnowledge(context.knowledge);
  if (knowledge) parts.push(`Reference material the user uploaded (trimmed):\n${knowledge}`);
  return parts;
}

function trimKnowledge(items: PromptContext['knowledge']): string {
  let budget = knowledgeBudgetTokens;
  const out: string[] = [];
  for (const item of items) {
    if (budget <= 0 || !item.text.trim()) continue;
    const allowedChars = budget * 4;
    const text = item.text.length > allowedChars ? `${item.text.slice(0, allowedChars)}\n…(trimmed)` : item.text;
    budget -= estimateTokens(text);
    out.push(`## ${item.fileName}\n${text}`);
  }
  return out.join('\n\n');
}

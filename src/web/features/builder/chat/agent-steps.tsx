import { AlertTriangleIcon, CheckIcon, ChevronRightIcon, ListChecksIcon, LoaderIcon } from 'lucide-react';
import { agentTexts } from '../../../../shared/agent-texts';
import { cn } from '../../../lib/cn';

/** A step that found something to fix (a refused call, build problems, type errors) reads as a warning. */
const isWarning = (line: string) => / refused: |: \d+ (problem|error)|Checked: \d/.test(line);

function StepLine({ line, current = false }: { line: string; current?: boolean }) {
  const warning = !current && isWarning(line);
  const Icon = current ? LoaderIcon : warning ? AlertTriangleIcon : CheckIcon;
  return (
    <li className="flex items-start gap-2">
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-3.5 shrink-0',
          current ? 'animate-spin text-brand-600' : warning ? 'text-amber-600' : 'text-emerald-600',
        )}
      />
      <span className="min-w-0 break-words">{line}</span>
    </li>
  );
}

/**
 * An agent reply's steps ("Reading src/App.tsx", "Build: 2 problems"): open while the reply is
 * written, with what it is doing now in progress under them; folded under "N steps" once done.
 */
export function AgentSteps({ steps, running, working }: { steps: string[]; running: boolean; working?: string }) {
  const list = (
    <ol className="mt-1.5 flex flex-col gap-1 text-xs text-slate-600" aria-label="Steps">
      {steps.map((line, i) => (
        // Lines repeat ("Reading…" twice), and only ever grow at the end: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <StepLine key={i} line={line} />
      ))}
      {running && working ? <StepLine line={working} current /> : null}
    </ol>
  );
  if (running) return <div className="mb-2 border-b border-slate-200 pb-2">{list}</div>;
  return (
    <details className="group mb-2 border-b border-slate-200 pb-2">
      <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded text-xs font-medium text-slate-500 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
        <ChevronRightIcon aria-hidden className="size-3.5 transition group-open:rotate-90" />
        <ListChecksIcon aria-hidden className="size-3.5" />
        {agentTexts.stepsSummary(steps.length)}
      </summary>
      {list}
    </details>
  );
}

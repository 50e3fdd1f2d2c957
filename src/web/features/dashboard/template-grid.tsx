import { ArrowRightIcon, LoaderCircleIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { type QuickStartTemplate, quickStartTemplates } from './quick-start-templates';

interface TemplateGridProps {
  /** The template whose project is being created, if any; every card waits meanwhile. */
  creatingId: string | null;
  disabled: boolean;
  onPick: (template: QuickStartTemplate) => void;
}

/** The six quick starts: one click creates a project from the template's brief. */
export function TemplateGrid({ creatingId, disabled, onPick }: TemplateGridProps) {
  return (
    <section aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="text-lg font-semibold text-slate-900">
        Quick start
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Pick a template and we'll start a project from a ready-made brief.
      </p>
      <ul className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {quickStartTemplates.map((template) => {
          const Icon = template.icon;
          const creating = creatingId === template.id;
          return (
            <li key={template.id}>
              <button
                type="button"
                onClick={() => onPick(template)}
                disabled={disabled}
                aria-busy={creating}
                className={cn(
                  'group flex h-full w-full cursor-pointer flex-col gap-2.5 rounded-2xl border border-slate-200 bg-white p-3.5 text-left shadow-sm transition sm:flex-row sm:items-center sm:gap-4 sm:p-4',
                  'hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md disabled:cursor-not-allowed disabled:hover:translate-y-0',
                  disabled && !creating && 'opacity-60',
                  creating && 'border-brand-300 ring-2 ring-brand-500/20',
                )}
              >
                <span
                  className={cn(
                    'inline-flex size-10 shrink-0 items-center justify-center rounded-xl ring-1',
                    template.tint,
                  )}
                >
                  {creating ? (
                    <LoaderCircleIcon className="size-5 animate-spin" aria-hidden />
                  ) : (
                    <Icon className="size-5" aria-hidden />
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-semibold text-slate-900">{template.title}</span>
                  <span className="mt-0.5 block text-sm text-slate-600">{template.summary}</span>
                </span>
                <ArrowRightIcon
                  className="hidden size-4 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-brand-600 group-disabled:opacity-0 sm:block"
                  aria-hidden
                />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

import { versionDiffTexts } from '../../../../shared/version-diff-texts';
import { cn } from '../../../lib/cn';
import type { DiffLayout } from './diff-view';

const choices: Array<{ value: DiffLayout; label: string }> = [
  { value: 'split', label: versionDiffTexts.split },
  { value: 'unified', label: versionDiffTexts.unified },
];

/** Side by side or unified: two pressed-or-not buttons, reachable with Tab. */
export function LayoutToggle({ layout, onChange }: { layout: DiffLayout; onChange: (layout: DiffLayout) => void }) {
  return (
    <fieldset className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
      <legend className="sr-only">{versionDiffTexts.layout}</legend>
      {choices.map((choice) => (
        <button
          key={choice.value}
          type="button"
          aria-pressed={layout === choice.value}
          onClick={() => onChange(choice.value)}
          className={cn(
            'cursor-pointer rounded px-2 py-0.5 text-xs transition',
            layout === choice.value ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {choice.label}
        </button>
      ))}
    </fieldset>
  );
}

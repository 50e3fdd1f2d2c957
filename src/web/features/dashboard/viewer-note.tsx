import { EyeIcon } from 'lucide-react';
import { switcherTexts } from '../../../shared/workspace-texts';

/** In place of the prompt and quick starts for a viewer: what they can do here, and how to do more. */
export function ViewerNote({ workspaceName }: { workspaceName: string }) {
  return (
    <section
      aria-labelledby="viewer-note-heading"
      className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <EyeIcon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <h2 id="viewer-note-heading" className="font-semibold text-slate-900">
          {switcherTexts.viewerNoteTitle}
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">{switcherTexts.viewerNote(workspaceName)}</p>
      </div>
    </section>
  );
}

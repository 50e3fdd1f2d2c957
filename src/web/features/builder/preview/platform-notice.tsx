import { ServerCrashIcon } from 'lucide-react';
import { previewTexts } from '../../../../shared/preview-texts';

/**
 * A build the server could not run (its sandbox recovering, say): a notice, not the project's
 * error box. Nothing in the files is wrong, so there is nothing to fix and no "Fix with AI".
 */
export function PlatformNotice({ details, showsLastGood }: { details: string; showsLastGood: boolean }) {
  return (
    <div
      role="status"
      className="absolute inset-x-3 bottom-3 z-10 rounded-xl border border-amber-200 bg-amber-50 p-3 shadow-lg"
    >
      <div className="flex items-start gap-2.5">
        <ServerCrashIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-amber-600" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-slate-900">{previewTexts.platformTitle}</p>
          <p className="mt-1 text-sm text-slate-700">{details}</p>
          <p className="mt-1 text-xs text-slate-500">
            {showsLastGood ? `${previewTexts.showingLastGood} ` : ''}
            {previewTexts.platformHint}
          </p>
        </div>
      </div>
    </div>
  );
}

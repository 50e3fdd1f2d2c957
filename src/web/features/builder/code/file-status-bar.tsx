import { AlertTriangleIcon } from 'lucide-react';
import { codeTexts } from '../../../../shared/builder-chat-texts';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import type { EditorProblem } from '../editor/build-diagnostics';

const lineCount = (code: string) => (code === '' ? 0 : code.split('\n').length);

/** Under the editor: the file's type and length, its build errors, and the keys that matter. */
export function FileStatusBar({
  fileType,
  text,
  problems,
  editable,
}: {
  fileType: string;
  text: string;
  problems: readonly EditorProblem[];
  editable: boolean;
}) {
  return (
    <footer className="flex shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-500">
      <span className="uppercase">{fileType || 'text'}</span>
      <span>{codeTexts.lines(lineCount(text))}</span>
      {/* Read out when a rebuild finds errors in this file, or stops finding them. */}
      <span role="status" className="contents">
        {problems.length ? (
          <span className="inline-flex items-center gap-1 font-medium text-red-700">
            <AlertTriangleIcon className="size-3.5" aria-hidden />
            {codeEditorTexts.buildErrors(problems.length, problems[0]?.line ?? null)}
          </span>
        ) : null}
      </span>
      {editable ? <span className="ml-auto hidden text-slate-400 lg:inline">{codeEditorTexts.shortcuts}</span> : null}
    </footer>
  );
}

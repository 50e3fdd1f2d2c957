import { Loader2Icon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import type { CodeEditorProps } from '../editor/code-editor';

// CodeMirror and its languages come with the first file opened, not with every page of the site.
const CodeEditor = lazy(() => import('../editor/code-editor'));

function EditorLoading() {
  return (
    <div role="status" className="flex h-full items-center justify-center gap-2 text-sm text-slate-500">
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {codeEditorTexts.loading}
    </div>
  );
}

export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorLoading />}>
      <CodeEditor {...props} />
    </Suspense>
  );
}

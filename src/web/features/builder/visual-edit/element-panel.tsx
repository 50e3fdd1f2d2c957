import { MessageSquarePlusIcon, PencilIcon, Trash2Icon, Undo2Icon, XIcon } from 'lucide-react';
import { useId } from 'react';
import { visualEditTexts } from '../../../../shared/file-edits/visual-edit-texts';
import { Button } from '../../../components/ui/button';
import type { BuilderFile } from '../session/builder-session';
import { prefillComposer } from '../session/composer-prefill';
import { elementSnippet } from './element-snippet';
import { StyleFields } from './style-fields';
import type { VisualEditor } from './use-visual-editor';

/**
 * Over the preview while selecting: a hint along the bottom (clicks pass through it to the app)
 * until an element is picked, then its panel.
 */
export function VisualEditLayer({ visual, files }: { visual: VisualEditor; files: BuilderFile[] }) {
  const { select, edits } = visual;
  if (!select.selecting) return null;
  if (!select.selected) {
    return (
      <div className="pointer-events-none absolute inset-x-3 bottom-3 z-20 mx-auto flex w-fit max-w-[calc(100%-1.5rem)] items-center gap-2 rounded-lg bg-slate-900/90 px-3 py-2 text-xs font-medium text-white shadow-lg">
        <p role="status">{visualEditTexts.selecting}</p>
        {edits.canUndo ? (
          <Button
            variant="outlineDark"
            size="sm"
            className="pointer-events-auto h-7 shrink-0"
            disabled={edits.pending}
            onClick={edits.undo}
          >
            <Undo2Icon aria-hidden />
            {visualEditTexts.undo}
          </Button>
        ) : null}
      </div>
    );
  }
  const element = select.selected;
  const file = files.find((f) => f.filePath === element.filePath);
  const askAi = () => {
    prefillComposer(
      visualEditTexts.askPrompt(element.loc, file ? elementSnippet(file.content, element) : element.text),
    );
  };
  return <ElementPanel visual={visual} onAskAi={askAi} busy={edits.pending} />;
}

function ElementPanel({ visual, onAskAi, busy }: { visual: VisualEditor; onAskAi: () => void; busy: boolean }) {
  const titleId = useId();
  const { select, edits } = visual;
  const element = select.selected;
  if (!element) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="absolute inset-x-2 bottom-2 z-20 max-h-[calc(100%-1rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-3 shadow-2xl sm:inset-x-auto sm:right-3 sm:bottom-3 sm:w-80"
    >
      <header className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={titleId} className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {visualEditTexts.panelTitle}
          </h2>
          <p className="mt-0.5 truncate text-sm font-semibold text-slate-900">
            <code className="text-brand-700">{`<${element.tag}>`}</code>
            {element.component ? <span className="font-normal text-slate-600"> in {element.component}</span> : null}
          </p>
          <p className="truncate font-mono text-xs text-slate-500" title={element.loc}>
            {element.loc}
          </p>
        </div>
        <Button variant="ghost" size="iconSm" aria-label={visualEditTexts.close} onClick={select.clear}>
          <XIcon aria-hidden />
        </Button>
      </header>
      <div className="mt-3 flex flex-wrap gap-1.5">
        {element.textOnly ? (
          <Button variant="outline" size="sm" onClick={select.editText} disabled={busy || select.editingText}>
            <PencilIcon aria-hidden />
            {visualEditTexts.editText}
          </Button>
        ) : null}
        <Button variant="outline" size="sm" onClick={onAskAi}>
          <MessageSquarePlusIcon aria-hidden />
          {visualEditTexts.askAi}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="border-red-200 text-red-700 hover:bg-red-50"
          disabled={busy}
          onClick={() => edits.apply(element, { kind: 'delete' })}
        >
          <Trash2Icon aria-hidden />
          {visualEditTexts.remove}
        </Button>
        {edits.canUndo ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={edits.undo}>
            <Undo2Icon aria-hidden />
            {visualEditTexts.undo}
          </Button>
        ) : null}
      </div>
      {select.editingText ? (
        <p role="status" className="mt-2 text-xs text-brand-700">
          {visualEditTexts.editTextHint}
        </p>
      ) : null}
      <div className="mt-3 border-t border-slate-100 pt-3">
        <StyleFields
          className={element.className}
          disabled={busy}
          onChange={(group, value) => edits.apply(element, { kind: 'style', group, value })}
        />
      </div>
      {busy ? (
        <p role="status" className="mt-2 text-xs text-slate-500">
          {visualEditTexts.saving}
        </p>
      ) : null}
    </section>
  );
}

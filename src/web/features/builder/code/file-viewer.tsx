import { DownloadIcon, EyeIcon, Loader2Icon, LockIcon, LockOpenIcon, SaveIcon, Undo2Icon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { codeTexts } from '../../../../shared/builder-chat-texts';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { BuilderFile, BuilderSession } from '../session/builder-session';
import { baseName } from './file-kind';
import { FileKindIcon } from './file-kind-icon';
import { FileStatusBar } from './file-status-bar';
import { LazyCodeEditor } from './lazy-code-editor';
import { downloadLocally, fileDownloadUrl } from './use-file-download';
import type { FileEdits } from './use-file-edits';

function FreezeButton({ file, session }: { file: BuilderFile; session: BuilderSession }) {
  const [saving, setSaving] = useState(false);
  const toggle = async () => {
    setSaving(true);
    try {
      await session.setFrozen({ fileId: file.id }, !file.isFrozen);
    } catch {
      // The session has shown the spec's toast and kept the file as it was.
    } finally {
      setSaving(false);
    }
  };
  const Icon = saving ? Loader2Icon : file.isFrozen ? LockOpenIcon : LockIcon;
  return (
    <Button variant="outline" size="sm" onClick={toggle} disabled={saving}>
      <Icon className={saving ? 'animate-spin' : undefined} aria-hidden />
      {file.isFrozen ? codeTexts.unfreeze : codeTexts.freeze}
    </Button>
  );
}

function DownloadButton({ file, session }: { file: BuilderFile; session: BuilderSession }) {
  if (session.isDemo) {
    return (
      <Button variant="outline" size="sm" onClick={() => downloadLocally(file)}>
        <DownloadIcon aria-hidden />
        {codeTexts.download}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <a href={fileDownloadUrl(session.project.id, file.id)} download={baseName(file.filePath)}>
        <DownloadIcon aria-hidden />
        {codeTexts.download}
      </a>
    </Button>
  );
}

/**
 * One file in the editor: its path and whether the AI may change it, Save (and Ctrl/Cmd+S) for
 * the owner, Freeze and Download, and the latest build's errors in this file at their line.
 * Frozen files, the demo and other people's projects open read-only.
 */
export function FileViewer({
  file,
  session,
  draft,
  onDraft,
  onSaved,
  edits,
}: {
  file: BuilderFile;
  session: BuilderSession;
  draft: string | undefined;
  onDraft: (text: string | null) => void;
  /** The server has this content now. */
  onSaved: (content: string) => void;
  edits: FileEdits;
}) {
  const canEdit = session.project.canEdit;
  const editable = canEdit && !session.isDemo && !file.isFrozen;
  const text = draft ?? file.content;
  const dirty = draft !== undefined && draft !== file.content;
  const saving = edits.save.isPending && edits.save.variables?.file.id === file.id;
  const build = session.preview?.build;
  const problems = useMemo(
    () => (build?.problems ?? []).filter((problem) => problem.file === file.filePath),
    [build, file.filePath],
  );

  const save = () => {
    if (!editable || !dirty || saving) return;
    edits.save.mutate({ file, content: text }, { onSuccess: () => onSaved(text) });
  };

  const notice = session.isDemo
    ? null
    : !canEdit
      ? codeEditorTexts.readOnlyViewer
      : file.isFrozen
        ? codeEditorTexts.readOnlyFrozen
        : null;

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex min-h-12 shrink-0 flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 px-4 py-2">
        <div className="flex min-w-48 flex-1 items-center gap-2">
          <FileKindIcon path={file.filePath} />
          <h3 className="min-w-0 truncate font-mono text-sm font-medium text-slate-900" title={file.filePath}>
            {file.filePath}
          </h3>
          {file.isFrozen ? (
            <Badge tone="grey" className="shrink-0 bg-amber-100 text-amber-800">
              <LockIcon className="size-3" aria-hidden />
              {codeTexts.frozen}
            </Badge>
          ) : (
            <Badge tone="green" className="shrink-0">
              {codeTexts.editable}
            </Badge>
          )}
          {dirty ? (
            <Badge tone="grey" className="shrink-0 bg-brand-50 text-brand-700">
              {codeEditorTexts.unsaved}
            </Badge>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-2">
          {dirty ? (
            // A draft that cannot be saved (the file changed meanwhile) can still be let go.
            <Button
              variant="ghost"
              size="iconSm"
              aria-label={codeEditorTexts.discard}
              title={codeEditorTexts.discard}
              onClick={() => onDraft(null)}
              disabled={saving}
            >
              <Undo2Icon aria-hidden />
            </Button>
          ) : null}
          {editable ? (
            <Button size="sm" onClick={save} disabled={!dirty || saving}>
              {saving ? <Loader2Icon className="animate-spin" aria-hidden /> : <SaveIcon aria-hidden />}
              {saving ? codeEditorTexts.saving : codeEditorTexts.save}
            </Button>
          ) : null}
          {canEdit ? <FreezeButton file={file} session={session} /> : null}
          <DownloadButton file={file} session={session} />
        </div>
      </header>
      {notice ? (
        <p className="flex shrink-0 items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-600">
          {file.isFrozen ? <LockIcon className="size-3.5" aria-hidden /> : <EyeIcon className="size-3.5" aria-hidden />}
          {notice}
        </p>
      ) : null}
      <section aria-label={file.filePath} className="min-h-0 flex-1 overflow-hidden bg-white">
        <LazyCodeEditor
          path={file.filePath}
          value={text}
          readOnly={!editable}
          label={codeEditorTexts.editorLabel(file.filePath)}
          placeholder={codeTexts.emptyContent}
          problems={problems}
          onChange={(next) => onDraft(next === file.content ? null : next)}
          onSave={save}
        />
      </section>
      <FileStatusBar fileType={file.fileType} text={text} problems={problems} editable={editable} />
    </div>
  );
}

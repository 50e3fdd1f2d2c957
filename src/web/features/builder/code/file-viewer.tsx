import { DownloadIcon, Loader2Icon, LockIcon, LockOpenIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { codeTexts } from '../../../../shared/builder-chat-texts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { BuilderFile, BuilderSession } from '../session/builder-session';
import { baseName, codeLanguage } from './file-kind';
import { FileKindIcon } from './file-kind-icon';
import { highlightCode, highlightLimit, lineCount } from './highlight';
import { downloadLocally, fileDownloadUrl } from './use-file-download';
import './code-theme.css';

function CodeBody({ file }: { file: BuilderFile }) {
  const language = codeLanguage(file.filePath);
  const html = useMemo(() => highlightCode(file.content, language), [file.content, language]);
  const lines = lineCount(file.content);

  if (file.content === '') {
    return (
      <pre className="px-4 py-3 font-mono text-[13px] leading-6 text-slate-400 italic">{codeTexts.emptyContent}</pre>
    );
  }
  return (
    <div className="flex min-w-max font-mono text-[13px] leading-6">
      <div
        aria-hidden
        className="sticky left-0 shrink-0 select-none border-r border-slate-200 bg-slate-50 py-3 pr-3 pl-4 text-right text-slate-400 tabular-nums"
      >
        {Array.from({ length: lines }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: line numbers are their own identity
          <div key={i}>{i + 1}</div>
        ))}
      </div>
      <pre className="py-3 pr-6 pl-4 text-slate-800">
        {/* Safe: highlightCode escapes everything it does not wrap in its own spans. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: highlight.js output from escaped text */}
        <code dangerouslySetInnerHTML={{ __html: html }} />
      </pre>
    </div>
  );
}

/** One file: its path, whether the AI may change it, its highlighted code, Freeze and Download. */
export function FileViewer({ file, session }: { file: BuilderFile; session: BuilderSession }) {
  const [saving, setSaving] = useState(false);
  const language = codeLanguage(file.filePath);

  const toggleFreeze = async () => {
    setSaving(true);
    try {
      await session.setFrozen({ fileId: file.id }, !file.isFrozen);
    } catch {
      // The session has shown the spec's toast and kept the file as it was.
    } finally {
      setSaving(false);
    }
  };

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
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {session.project.isOwner ? (
            <Button variant="outline" size="sm" onClick={toggleFreeze} disabled={saving}>
              {saving ? (
                <Loader2Icon className="animate-spin" aria-hidden />
              ) : file.isFrozen ? (
                <LockOpenIcon aria-hidden />
              ) : (
                <LockIcon aria-hidden />
              )}
              {file.isFrozen ? codeTexts.unfreeze : codeTexts.freeze}
            </Button>
          ) : null}
          {session.isDemo ? (
            <Button variant="outline" size="sm" onClick={() => downloadLocally(file)}>
              <DownloadIcon aria-hidden />
              {codeTexts.download}
            </Button>
          ) : (
            <Button variant="outline" size="sm" asChild>
              <a href={fileDownloadUrl(session.project.id, file.id)} download={baseName(file.filePath)}>
                <DownloadIcon aria-hidden />
                {codeTexts.download}
              </a>
            </Button>
          )}
        </div>
      </header>
      {/* Browsers make this scroller keyboard-focusable themselves; the label names it when focused. */}
      <section aria-label={file.filePath} className="code-view min-h-0 flex-1 overflow-auto bg-white">
        <CodeBody file={file} />
      </section>
      <footer className="flex shrink-0 items-center gap-3 border-t border-slate-200 bg-slate-50 px-4 py-1.5 text-xs text-slate-500">
        <span className="uppercase">{file.fileType || language || 'text'}</span>
        <span>{codeTexts.lines(lineCount(file.content))}</span>
        {file.content.length > highlightLimit ? <span>{codeTexts.largeFile}</span> : null}
      </footer>
    </div>
  );
}

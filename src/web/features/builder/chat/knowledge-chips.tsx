import { FileTextIcon, Loader2Icon, XIcon } from 'lucide-react';
import { chatTexts } from '../../../../shared/builder-chat-texts';
import { formatFileSize } from './composer-rules';
import type { KnowledgeFile } from './knowledge-api';
import type { PendingUpload } from './use-knowledge-files';

const chipClass =
  'inline-flex max-w-full items-center gap-1.5 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-2 text-xs text-slate-700';

/** Knowledge files under the input: uploaded ones with a remove button, uploads in progress with a spinner. */
export function KnowledgeChips({
  files,
  pending,
  removing,
  onRemove,
  canRemove,
}: {
  files: KnowledgeFile[];
  pending: PendingUpload[];
  removing: string[];
  onRemove: (file: KnowledgeFile) => void;
  canRemove: boolean;
}) {
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <ul aria-label={chatTexts.knowledgeFiles} className="flex flex-wrap gap-1.5 px-3 pb-2">
      {pending.map((upload) => (
        <li key={upload.key} className={chipClass}>
          <Loader2Icon className="size-3.5 shrink-0 animate-spin text-brand-600" aria-hidden />
          <span className="truncate font-medium">{upload.name}</span>
          <span role="status" className="shrink-0 pr-1 text-slate-400">
            {chatTexts.uploading}...
          </span>
        </li>
      ))}
      {files.map((file) => {
        const busy = removing.includes(file.id);
        return (
          <li key={file.id} className={chipClass} aria-busy={busy || undefined}>
            <FileTextIcon className="size-3.5 shrink-0 text-brand-600" aria-hidden />
            <span className="max-w-40 truncate font-medium" title={file.fileName}>
              {file.fileName}
            </span>
            <span className="shrink-0 text-slate-400">{formatFileSize(file.fileSize)}</span>
            {canRemove ? (
              <button
                type="button"
                aria-label={chatTexts.removeFile(file.fileName)}
                onClick={() => onRemove(file)}
                disabled={busy}
                className="inline-flex size-5 shrink-0 cursor-pointer items-center justify-center rounded text-slate-400 transition hover:bg-slate-200 hover:text-slate-700 disabled:cursor-wait"
              >
                {busy ? (
                  <Loader2Icon className="size-3 animate-spin" aria-hidden />
                ) : (
                  <XIcon className="size-3" aria-hidden />
                )}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

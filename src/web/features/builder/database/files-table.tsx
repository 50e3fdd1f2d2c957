import { ExternalLinkIcon, FileTextIcon, ImageIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button, buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { AppFile } from './app-data-api';

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
const typeOf = (file: AppFile) => appDataTexts.fileTypes[file.contentType] ?? file.contentType;
const addedBy = (file: AppFile) => file.owner.email ?? appDataTexts.ownerKinds[file.owner.kind] ?? file.owner.kind;

/**
 * A small preview: images load from their URL on the app's host (it carries its own key, so no
 * cookie is needed); PDFs, and images that cannot be shown here, get an icon.
 */
function FileThumb({ file }: { file: AppFile }) {
  const [failed, setFailed] = useState(false);
  const image = file.contentType.startsWith('image/');
  const Icon = image ? ImageIcon : FileTextIcon;
  return (
    <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-50">
      {image && file.url && !failed ? (
        <img
          src={file.url}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
          className="size-full object-cover"
        />
      ) : (
        <Icon aria-hidden className={cn('size-5', image ? 'text-slate-400' : 'text-red-500')} />
      )}
    </span>
  );
}

/** Uploaded files, newest first: a table with columns when there is room, else name and details in one cell. */
export function FilesTable({ files, onDelete }: { files: AppFile[]; onDelete: (file: AppFile) => void }) {
  const wide = 'hidden @3xl/files:table-cell';
  return (
    <table className="w-full border-separate border-spacing-0 text-sm">
      <thead className="sticky top-0 z-10 hidden bg-slate-50 text-left text-xs text-slate-600 [&_th]:border-b [&_th]:border-slate-200 [&_th]:px-2 [&_th]:py-2 [&_th]:font-medium [&_th]:whitespace-nowrap @3xl/files:table-header-group">
        <tr>
          <th scope="col" className="pl-4!">
            {appDataTexts.fileName}
          </th>
          <th scope="col" className={wide}>
            {appDataTexts.fileType}
          </th>
          <th scope="col" className={cn(wide, 'text-right')}>
            {appDataTexts.fileSize}
          </th>
          <th scope="col" className={wide}>
            {appDataTexts.owner}
          </th>
          <th scope="col" className={wide}>
            {appDataTexts.fileAdded}
          </th>
          <th scope="col" className="w-20">
            <span className="sr-only">{appDataTexts.fileActions}</span>
          </th>
        </tr>
      </thead>
      <tbody className="[&_td]:border-b [&_td]:border-slate-100 [&_td]:px-2 [&_td]:py-2">
        {files.map((file) => (
          <tr key={file.id} className="hover:bg-slate-50/70">
            <td className="w-full max-w-0 pl-4!">
              <div className="flex min-w-0 items-center gap-3">
                <FileThumb file={file} />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900" title={file.name}>
                    {file.name}
                  </p>
                  {/* Narrower, the other columns fold into a line of details under the name. */}
                  <p className="flex flex-wrap gap-x-1.5 text-xs text-slate-500 @3xl/files:hidden">
                    {[typeOf(file), appDataTexts.size(file.size), addedBy(file), when(file.createdAt)].map(
                      (part, n) => (
                        <span key={part} className="whitespace-nowrap">
                          {n > 0 ? <span aria-hidden>· </span> : null}
                          {part}
                        </span>
                      ),
                    )}
                  </p>
                </div>
              </div>
            </td>
            <td className={cn(wide, 'whitespace-nowrap text-slate-600')}>{typeOf(file)}</td>
            <td className={cn(wide, 'text-right whitespace-nowrap text-slate-600 tabular-nums')}>
              {appDataTexts.size(file.size)}
            </td>
            <td className={cn(wide, 'max-w-48 truncate text-slate-500')}>{addedBy(file)}</td>
            <td className={cn(wide, 'whitespace-nowrap text-slate-500')}>{when(file.createdAt)}</td>
            <td className="w-px pr-3!">
              <div className="flex items-center justify-end gap-0.5">
                {file.url ? (
                  <a
                    href={file.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={appDataTexts.openFile(file.name)}
                    title={appDataTexts.openFile(file.name)}
                    className={cn(buttonVariants({ variant: 'ghost', size: 'iconSm' }), 'text-slate-500')}
                  >
                    <ExternalLinkIcon aria-hidden />
                  </a>
                ) : (
                  <span
                    title={appDataTexts.noLink}
                    className={cn(buttonVariants({ variant: 'ghost', size: 'iconSm' }), 'text-slate-300')}
                  >
                    <ExternalLinkIcon aria-hidden />
                  </span>
                )}
                <Button
                  variant="ghost"
                  size="iconSm"
                  aria-label={appDataTexts.deleteFile(file.name)}
                  title={appDataTexts.deleteFile(file.name)}
                  onClick={() => onDelete(file)}
                  className="text-slate-400 hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

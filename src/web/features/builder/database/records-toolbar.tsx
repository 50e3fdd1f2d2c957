import { DownloadIcon, PlusIcon, SearchIcon } from 'lucide-react';
import type { AppDataEnvironment } from '../../../../shared/app-data';
import { exportFormats } from '../../../../shared/app-data';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { exportUrl } from './app-data-api';

/** Above a collection's records: its name and count, search, export and add. Search drops to its own row when narrow. */
export function RecordsToolbar({
  projectId,
  env,
  collection,
  total,
  search,
  onSearch,
  onAdd,
}: {
  projectId: string;
  env: AppDataEnvironment;
  collection: string;
  total: number | null;
  search: string;
  onSearch: (text: string) => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 px-3 py-2">
      <h3 className="min-w-32 flex-1 truncate text-sm font-semibold text-slate-900">
        {collection}
        {total === null ? null : (
          <span className="ml-2 font-normal text-slate-500">{appDataTexts.collectionCount(total)}</span>
        )}
      </h3>
      <div className="relative order-last w-full @xl/records:order-none @xl/records:w-56">
        <SearchIcon aria-hidden className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-slate-400" />
        <Input
          type="search"
          aria-label={appDataTexts.search}
          placeholder={appDataTexts.searchPlaceholder}
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          className="h-9 pl-8"
        />
      </div>
      <div className="flex items-center gap-1.5">
        {exportFormats.map((format) => (
          <a
            key={format}
            href={exportUrl(projectId, env, collection, format)}
            download
            aria-label={appDataTexts.exportLabel(collection, format.toUpperCase())}
            title={appDataTexts.exportLabel(collection, format.toUpperCase())}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'px-2.5')}
          >
            <DownloadIcon aria-hidden className="@max-md/records:hidden" />
            {format.toUpperCase()}
          </a>
        ))}
        <Button size="sm" onClick={onAdd}>
          <PlusIcon aria-hidden />
          {/* Narrow: "Add" on screen, the whole label still read out. */}
          <span className="@max-md/records:sr-only">{appDataTexts.addRecord}</span>
          <span aria-hidden className="hidden @max-md/records:inline">
            {appDataTexts.add}
          </span>
        </Button>
      </div>
    </div>
  );
}

import { ImageIcon, ScrollTextIcon, TableIcon, UsersIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { cn } from '../../../lib/cn';
import type { DataSummary } from './app-data-api';

export type DataSelection =
  | { kind: 'collection'; name: string }
  | { kind: 'files' }
  | { kind: 'users' }
  | { kind: 'rules' };

export const sameSelection = (a: DataSelection | null, b: DataSelection) =>
  a?.kind === b.kind && (a.kind !== 'collection' || (b.kind === 'collection' && a.name === b.name));

/**
 * Collections with their counts, then the app's uploaded files, its users and its rules. A column beside the
 * records when there is room; a row of chips above them on a phone.
 */
export function DataNav({
  summary,
  selected,
  onSelect,
}: {
  summary: DataSummary;
  selected: DataSelection | null;
  onSelect: (selection: DataSelection) => void;
}) {
  const item = (selection: DataSelection, icon: ReactNode, label: string, detail: string, key: string, gap = '') => (
    <li key={key} className={cn('shrink-0', gap)}>
      <button
        type="button"
        aria-current={sameSelection(selected, selection) ? 'true' : undefined}
        onClick={() => onSelect(selection)}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-200/60 aria-[current]:bg-white aria-[current]:text-slate-900 aria-[current]:shadow-sm aria-[current]:ring-1 aria-[current]:ring-slate-200 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400"
      >
        {icon}
        <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        <span className="rounded-full bg-slate-200/70 px-1.5 py-px text-[11px] tabular-nums text-slate-600">
          {detail}
        </span>
      </button>
    </li>
  );
  return (
    <nav
      aria-label={appDataTexts.collections}
      className="shrink-0 border-b border-slate-200 bg-slate-50/60 @2xl:w-56 @2xl:overflow-y-auto @2xl:border-r @2xl:border-b-0"
    >
      <h3 className="hidden px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase @2xl:block">
        {appDataTexts.collections}
      </h3>
      <ul className="flex gap-1 overflow-x-auto p-2 @2xl:flex-col @2xl:overflow-visible @2xl:pt-0">
        {summary.collections.map((c) =>
          item(
            { kind: 'collection', name: c.name },
            <TableIcon aria-hidden />,
            c.name,
            c.records.toLocaleString('en-US'),
            `c:${c.name}`,
          ),
        )}
        {item(
          { kind: 'files' },
          <ImageIcon aria-hidden />,
          appDataTexts.files,
          summary.files.toLocaleString('en-US'),
          'files',
          '@2xl:mt-3 @2xl:border-t @2xl:border-slate-200 @2xl:pt-3',
        )}
        {item(
          { kind: 'users' },
          <UsersIcon aria-hidden />,
          appDataTexts.users,
          summary.users.toLocaleString('en-US'),
          'users',
        )}
        {item(
          { kind: 'rules' },
          <ScrollTextIcon aria-hidden />,
          appDataTexts.rules,
          String(Object.keys(summary.rules?.collections ?? {}).length),
          'rules',
        )}
      </ul>
    </nav>
  );
}

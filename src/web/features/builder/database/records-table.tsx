import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon, Trash2Icon } from 'lucide-react';
import { appDataTexts } from '../../../../shared/app-data-texts';
import { fieldNamePattern } from '../../../../shared/cloud/query';
import { Button } from '../../../components/ui/button';
import type { OwnerRecord } from './app-data-api';
import { type EditStatus, FieldCell } from './field-cell';

const when = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/** The fields the records on screen have, in the order they first appear. */
export function columnsOf(items: OwnerRecord[]) {
  const keys = new Set<string>();
  for (const item of items) for (const key of Object.keys(item.data)) keys.add(key);
  return [...keys];
}

export interface SortState {
  sort: string;
  order: 'asc' | 'desc';
}

function SortHeader({
  field,
  label,
  state,
  onSort,
}: {
  field: string;
  label: string;
  state: SortState;
  onSort: (s: SortState) => void;
}) {
  const active = state.sort === field;
  // Only plain names can be sorted by on the server; others are shown, not sorted.
  if (!fieldNamePattern.test(field)) {
    return (
      <th scope="col" className="px-2 py-2 text-left font-medium whitespace-nowrap">
        {label}
      </th>
    );
  }
  const Icon = active ? (state.order === 'asc' ? ArrowUpIcon : ArrowDownIcon) : ChevronsUpDownIcon;
  return (
    <th
      scope="col"
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className="px-1 py-1.5 text-left font-medium whitespace-nowrap"
    >
      <button
        type="button"
        onClick={() => onSort({ sort: field, order: active && state.order === 'asc' ? 'desc' : 'asc' })}
        aria-label={appDataTexts.sortBy(label)}
        className="inline-flex cursor-pointer items-center gap-1 rounded px-1 py-0.5 hover:bg-slate-200/70 hover:text-slate-900"
      >
        {label}
        <Icon aria-hidden className={active ? 'size-3.5 text-brand-600' : 'size-3.5 text-slate-400'} />
      </button>
    </th>
  );
}

/** The records of one collection: sortable columns, editable cells, delete per row. */
export function RecordsTable({
  items,
  sort,
  onSort,
  onEdit,
  onDelete,
  editStatus,
}: {
  items: OwnerRecord[];
  editStatus: EditStatus;
  sort: SortState;
  onSort: (sort: SortState) => void;
  onEdit: (record: OwnerRecord, field: string, value: unknown) => Promise<unknown>;
  onDelete: (record: OwnerRecord) => void;
}) {
  const columns = columnsOf(items);
  return (
    <table className="w-full min-w-max border-separate border-spacing-0 text-sm">
      <thead className="sticky top-0 z-10 bg-slate-50 text-xs text-slate-600 [&_th]:border-b [&_th]:border-slate-200">
        <tr>
          <SortHeader field="id" label="id" state={sort} onSort={onSort} />
          {columns.map((field) => (
            <SortHeader key={field} field={field} label={field} state={sort} onSort={onSort} />
          ))}
          <SortHeader field="createdAt" label="createdAt" state={sort} onSort={onSort} />
          <th scope="col" className="px-2 py-2 text-left font-medium whitespace-nowrap">
            {appDataTexts.owner}
          </th>
          <th scope="col" className="w-10 px-2 py-2">
            <span className="sr-only">{appDataTexts.deleteRecord}</span>
          </th>
        </tr>
      </thead>
      <tbody className="[&_td]:border-b [&_td]:border-slate-100">
        {items.map((record) => (
          <tr key={record.id} className="hover:bg-slate-50/70">
            <td className="px-2 py-1 font-mono text-xs text-slate-500" title={record.id}>
              {record.id.slice(0, 8)}
            </td>
            {columns.map((field) => (
              <td key={field} className="px-1 py-0.5">
                <FieldCell
                  field={field}
                  value={record.data[field]}
                  onSave={(value) => onEdit(record, field, value)}
                  status={editStatus}
                />
              </td>
            ))}
            <td className="px-2 py-1 whitespace-nowrap text-slate-500">{when(record.createdAt)}</td>
            <td className="px-2 py-1 whitespace-nowrap text-slate-500">
              {record.owner.email ?? appDataTexts.ownerKinds[record.owner.kind] ?? record.owner.kind}
            </td>
            <td className="px-1 py-0.5">
              <Button
                variant="ghost"
                size="iconSm"
                aria-label={`${appDataTexts.deleteRecord} ${record.id.slice(0, 8)}`}
                onClick={() => onDelete(record)}
                className="text-slate-400 hover:bg-red-50 hover:text-red-700"
              >
                <Trash2Icon aria-hidden />
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

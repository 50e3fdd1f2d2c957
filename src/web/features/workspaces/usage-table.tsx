import { usageTexts } from '../../../shared/workspace-texts';
import { DataTable, DataTableBody, DataTableCell, DataTableHead, DataTableRow } from '../../components/ui/data-table';

const whole = new Intl.NumberFormat();

export interface UsageRow {
  key: string;
  name: string;
  /** A second line under the name, e.g. a member's address. */
  detail: string;
  tokens: number;
  replies: number;
}

/** Tokens and replies per member or per project, most first; placeholders while the month loads. */
export function UsageTable({ label, nameColumn, rows }: { label: string; nameColumn: string; rows?: UsageRow[] }) {
  if (!rows) {
    return (
      <div className="grid gap-3" aria-hidden>
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-4 animate-pulse rounded bg-slate-200/70" />
        ))}
      </div>
    );
  }
  if (rows.length === 0) return <p className="text-sm text-slate-500">{usageTexts.noUse}</p>;
  const columns = [
    { key: 'name', label: nameColumn },
    { key: 'tokens', label: usageTexts.columns.tokens, className: 'text-right' },
    { key: 'replies', label: usageTexts.columns.replies, className: 'text-right' },
  ];
  return (
    <DataTable aria-label={label}>
      <DataTableHead columns={columns} />
      <DataTableBody>
        {rows.map((row) => (
          <DataTableRow key={row.key}>
            <DataTableCell>
              <p className="truncate font-medium text-slate-900">{row.name}</p>
              {row.detail && <p className="truncate text-xs text-slate-500">{row.detail}</p>}
            </DataTableCell>
            <DataTableCell label={usageTexts.columns.tokens} className="tabular-nums sm:text-right">
              {whole.format(row.tokens)}
            </DataTableCell>
            <DataTableCell label={usageTexts.columns.replies} className="tabular-nums sm:text-right">
              {whole.format(row.replies)}
            </DataTableCell>
          </DataTableRow>
        ))}
      </DataTableBody>
    </DataTable>
  );
}

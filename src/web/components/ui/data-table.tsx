import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A table that turns into stacked cards under 640 px: the header row hides and each cell shows
 * its column's name beside its value (`label`), so a phone never scrolls sideways.
 */
export function DataTable({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('block w-full text-sm sm:table', className)} {...props} />;
}

export function DataTableHead({ columns }: { columns: Array<{ key: string; label: ReactNode; className?: string }> }) {
  return (
    <thead className="hidden sm:table-header-group">
      <tr className="border-b border-slate-200 text-left text-xs font-semibold tracking-wide text-slate-500 uppercase">
        {columns.map((column) => (
          <th
            key={column.key}
            scope="col"
            className={cn('px-3 py-2.5 font-semibold first:pl-0 last:pr-0', column.className)}
          >
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function DataTableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('block divide-y divide-slate-100 sm:table-row-group', className)} {...props} />;
}

export function DataTableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('grid gap-1.5 py-3 sm:table-row sm:py-0', className)} {...props} />;
}

/** A cell; `label` names its column on a phone, where the header row is hidden. */
export function DataTableCell({ label, className, children, ...props }: ComponentProps<'td'> & { label?: string }) {
  return (
    <td
      className={cn(
        'flex min-w-0 items-center justify-between gap-3 text-slate-700 sm:table-cell sm:px-3 sm:py-3 sm:align-middle sm:first:pl-0 sm:last:pr-0',
        className,
      )}
      {...props}
    >
      {label ? (
        <span className="shrink-0 text-xs font-medium text-slate-500 sm:hidden" aria-hidden>
          {label}
        </span>
      ) : null}
      <div className={cn('min-w-0', label && 'max-sm:text-right')}>{children}</div>
    </td>
  );
}

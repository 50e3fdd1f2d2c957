import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * The list beside a tab's content (the Database tab's collections, the Functions tab's functions):
 * a column when there is room, a row of chips above the content on a phone.
 */
export function SideNav({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav
      aria-label={label}
      className="shrink-0 border-b border-slate-200 bg-slate-50/60 @2xl:w-56 @2xl:overflow-y-auto @2xl:border-r @2xl:border-b-0"
    >
      <h3 className="hidden px-3 pt-3 pb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase @2xl:block">
        {label}
      </h3>
      <ul className="flex gap-1 overflow-x-auto p-2 @2xl:flex-col @2xl:overflow-visible @2xl:pt-0">{children}</ul>
    </nav>
  );
}

/** One entry: its icon, its name and, when given, a count. `gap` sets it apart from those before. */
export function SideNavItem({
  icon,
  label,
  detail,
  current,
  onSelect,
  gap,
}: {
  icon: ReactNode;
  label: string;
  detail?: string;
  current: boolean;
  onSelect: () => void;
  gap?: string;
}) {
  return (
    <li className={cn('shrink-0', gap)}>
      <button
        type="button"
        aria-current={current ? 'true' : undefined}
        onClick={onSelect}
        className="flex w-full cursor-pointer items-center gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm text-slate-700 hover:bg-slate-200/60 aria-[current]:bg-white aria-[current]:text-slate-900 aria-[current]:shadow-sm aria-[current]:ring-1 aria-[current]:ring-slate-200 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-slate-400"
      >
        {icon}
        <span className="min-w-0 flex-1 truncate font-medium">{label}</span>
        {detail !== undefined ? (
          <span className="rounded-full bg-slate-200/70 px-1.5 py-px text-[11px] tabular-nums text-slate-600">
            {detail}
          </span>
        ) : null}
      </button>
    </li>
  );
}

import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { pageItems } from './page-items';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The search string that shows a given page. */
  searchFor: (page: number) => string;
  className?: string;
}

const itemClass =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2.5 text-sm font-medium transition sm:h-10 sm:min-w-10';

/** Real links (?page=N) so every page can be opened, bookmarked and reached by keyboard. */
export function Pagination({ page, pageCount, searchFor, className }: PaginationProps) {
  if (pageCount <= 1) return null;
  const items = pageItems(page, pageCount);
  return (
    <nav aria-label="Projects pages" className={cn('flex justify-center', className)}>
      <ul className="flex items-center gap-1">
        <li>
          <Step to={page > 1 ? searchFor(page - 1) : null} label="Previous page">
            <ChevronLeftIcon className="size-4" aria-hidden />
            <span className="hidden sm:inline">Previous</span>
          </Step>
        </li>
        {items.map((item, index) =>
          item === 'gap' ? (
            // A gap sits between two different page numbers, so the one before it names it uniquely.
            <li key={`gap-after-${items[index - 1]}`} aria-hidden>
              <span className={cn(itemClass, 'px-1 text-slate-400')}>…</span>
            </li>
          ) : (
            <li key={item}>
              <Link
                to={{ search: searchFor(item) }}
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  itemClass,
                  item === page
                    ? 'bg-brand-600 text-white shadow-sm'
                    : 'border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700',
                )}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          <Step to={page < pageCount ? searchFor(page + 1) : null} label="Next page">
            <span className="hidden sm:inline">Next</span>
            <ChevronRightIcon className="size-4" aria-hidden />
          </Step>
        </li>
      </ul>
    </nav>
  );
}

/** Previous / Next: a link, or at either end a dimmed placeholder that keeps the row from shifting. */
function Step({ to, label, children }: { to: string | null; label: string; children: ReactNode }) {
  const className = cn(itemClass, 'gap-1 border border-slate-200 bg-white text-slate-700');
  if (to === null)
    return (
      <span aria-hidden className={cn(className, 'opacity-40')}>
        {children}
      </span>
    );
  return (
    <Link
      to={{ search: to }}
      aria-label={label}
      className={cn(className, 'hover:border-brand-300 hover:text-brand-700')}
    >
      {children}
    </Link>
  );
}

import type { ComponentType } from 'react';
import { Link, NavLink } from 'react-router';
import { appName } from '../data';

/** A page of the app, as `src/navigation.ts` lists it: its address is `pagePath` of it. */
export interface NavPage {
  id: string;
  label: string;
  component: ComponentType;
}

/** A page's address: the home page is the root, every other page its id ("/chores"). */
export const pagePath = ({ id }: Pick<NavPage, 'id'>) => (id === 'home' ? '/' : '/' + id);

export function Header({ pages }: { pages: Array<Pick<NavPage, 'id' | 'label'>> }) {
  return (
    <header className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-4">
        <Link to="/" className="text-xl font-bold text-brand-600">
          {appName}
        </Link>
        {pages.length > 1 && (
          <nav aria-label="Main" className="-mx-1 flex max-w-full gap-1 overflow-x-auto">
            {pages.map((p) => (
              <NavLink
                key={p.id}
                to={pagePath(p)}
                end={pagePath(p) === '/'}
                className={({ isActive }) =>
                  'shrink-0 rounded-md px-3 py-2 text-sm font-medium ' +
                  (isActive ? 'bg-brand-600 text-white' : 'text-muted hover:bg-brand-50 hover:text-ink')
                }
              >
                {p.label}
              </NavLink>
            ))}
          </nav>
        )}
      </div>
    </header>
  );
}

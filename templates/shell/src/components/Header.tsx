import type { ComponentType } from 'react';
import { appName } from '../data';

/** A page of the app, as `src/navigation.ts` lists it. */
export interface NavPage {
  id: string;
  label: string;
  component: ComponentType<{ onNavigate: (page: string) => void }>;
}

interface Props {
  pages: Array<Pick<NavPage, 'id' | 'label'>>;
  current: string;
  onNavigate: (page: string) => void;
}

export function Header({ pages, current, onNavigate }: Props) {
  return (
    <header className="border-b border-line bg-panel">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
        <button type="button" onClick={() => onNavigate('home')} className="text-xl font-bold text-brand-600">
          {appName}
        </button>
        <nav aria-label="Main" className="flex flex-wrap gap-1">
          {pages.map((p) => (
            <button
              key={p.id}
              type="button"
              aria-current={p.id === current ? 'page' : undefined}
              onClick={() => onNavigate(p.id)}
              className={
                'rounded-md px-3 py-2 text-sm font-medium ' +
                (p.id === current ? 'bg-brand-600 text-white' : 'text-muted hover:bg-brand-50 hover:text-ink')
              }
            >
              {p.label}
            </button>
          ))}
        </nav>
      </div>
    </header>
  );
}

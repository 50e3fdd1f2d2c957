import type { ReactNode } from 'react';
import { Badge } from '../ui/badge';

/** The dark band that opens every public page below the landing hero. */
export function PageHero({ eyebrow, title, children }: { eyebrow?: string; title: ReactNode; children?: ReactNode }) {
  return (
    <section className="bg-hero px-4 pt-16 pb-20 text-center sm:px-6 sm:pt-24">
      <div className="mx-auto max-w-3xl">
        {eyebrow && <Badge tone="dark">{eyebrow}</Badge>}
        <h1 className="mt-4 text-4xl font-bold tracking-tight text-white sm:text-5xl">{title}</h1>
        {children && <div className="mt-5 text-lg text-slate-300">{children}</div>}
      </div>
    </section>
  );
}

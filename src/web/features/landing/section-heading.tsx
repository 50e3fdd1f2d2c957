import type { LucideIcon } from 'lucide-react';

/** A feature or a step: an icon, a title and a sentence. */
export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

export function SectionHeading({ heading, intro }: { heading: string; intro: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{heading}</h2>
      <p className="mt-3 text-lg text-slate-600">{intro}</p>
    </div>
  );
}

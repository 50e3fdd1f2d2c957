import type { ComponentType } from 'react';
import { sections } from '../home-sections';

export interface HomeSection {
  id: string;
  component: ComponentType;
}

/** The home page: the sections `src/home-sections.ts` lists, top to bottom. */
export function Home() {
  return (
    <div className="space-y-16">
      {sections.map(({ id, component: Section }) => (
        <Section key={id} />
      ))}
    </div>
  );
}

import type { ComponentType } from 'react';
import { sections } from '../home-sections';

export interface HomeSection {
  id: string;
  component: ComponentType;
}

/** The home page: the sections `src/home-sections.ts` lists, top to bottom, each at its own #id. */
export function Home() {
  return (
    <div className="space-y-16">
      {sections.map(({ id, component: Section }) => (
        <div key={id} id={id} className="scroll-mt-4">
          <Section />
        </div>
      ))}
    </div>
  );
}

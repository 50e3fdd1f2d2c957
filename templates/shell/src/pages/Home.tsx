import type { ComponentType } from 'react';
import { sections } from '../home-sections';

export interface HomeSection {
  id: string;
  /** `level`: 1 when the section's title is the page's title, else 2. */
  component: ComponentType<{ level?: 1 | 2 }>;
}

/**
 * The home page: the sections `src/home-sections.ts` lists, top to bottom, each at its own #id.
 * The hero's heading titles the page; without a hero, the first section's does.
 */
export function Home() {
  const hasHero = sections.some((s) => s.id === 'hero');
  return (
    <div className="space-y-16">
      {sections.map(({ id, component: Section }, index) => (
        <div key={id} id={id} className="scroll-mt-4">
          <Section level={!hasHero && index === 0 ? 1 : 2} />
        </div>
      ))}
    </div>
  );
}

// Stand-in for the src/home-sections.ts the engine writes (shell.ts), so Home.tsx is type-checked here.
import { Features } from './components/Features';
import { Hero } from './components/Hero';
import type { HomeSection } from './pages/Home';

export const sections: HomeSection[] = [
  { id: 'hero', component: Hero },
  { id: 'features', component: Features },
];

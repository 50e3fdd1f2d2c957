// Stand-in for the src/navigation.ts the engine writes (app-lists.ts), so App.tsx is type-checked here.
import type { NavPage } from './components/Header';
import { Home } from './pages/Home';

export const pages: NavPage[] = [{ id: 'home', label: 'Home', component: Home }];

// Stand-in for the generated src/data.ts. The engine copies the interface into every portfolio app;
// the list it writes there comes from the prompt, like these sample items.

export interface Project {
  id: number;
  title: string;
  category: string;
  summary: string;
}

export const projects: Project[] = [
  {
    id: 1,
    title: 'Harbour Coffee rebrand',
    category: 'Branding',
    summary: 'A warm identity and packaging system for a local roaster.',
  },
  {
    id: 2,
    title: 'Trailmate app',
    category: 'Product',
    summary: 'A hiking companion used by 40,000 walkers every month.',
  },
  {
    id: 3,
    title: 'City at Dusk',
    category: 'Photography',
    summary: 'A photo series on the quiet hour between work and night.',
  },
  {
    id: 4,
    title: 'Northwind dashboard',
    category: 'Product',
    summary: 'Turning a cluttered internal tool into a calm daily workspace.',
  },
  { id: 5, title: 'Fieldnotes zine', category: 'Branding', summary: 'Layout and type for a quarterly print magazine.' },
];

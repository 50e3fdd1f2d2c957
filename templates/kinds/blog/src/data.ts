// Stand-in for the generated src/data.ts. The engine copies the interface into every blog app;
// the list it writes there comes from the prompt, like these sample items.

export interface Post {
  id: number;
  title: string;
  tag: string;
  date: string;
  body: string;
}

export const posts: Post[] = [
  {
    id: 1,
    title: 'Getting started with about',
    tag: 'Guides',
    date: '2026-11-02',
    body: 'Everything I wish I had known when I first got into about: the basics, the tools and the habits that stick.',
  },
  {
    id: 2,
    title: 'Five lessons from a year of about',
    tag: 'Stories',
    date: '2026-10-18',
    body: 'Small experiments, honest mistakes and what actually worked in the end.',
  },
  {
    id: 3,
    title: 'A slower, better weekly routine',
    tag: 'Habits',
    date: '2026-09-30',
    body: 'How planning less on Sunday made every other day of the week calmer.',
  },
  {
    id: 4,
    title: 'The about reading list',
    tag: 'Guides',
    date: '2026-09-12',
    body: 'Books, newsletters and podcasts worth your time this season.',
  },
];

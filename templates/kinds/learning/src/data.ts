// Stand-in for the generated src/data.ts. The engine copies the interface into every learning app;
// the list it writes there comes from the prompt, like these sample items.

export interface Course {
  id: number;
  title: string;
  level: string;
  lessons: string[];
}

export const courses: Course[] = [
  { id: 1, title: 'Called Foundations', level: 'Beginner', lessons: ['Welcome', 'Core ideas', 'Your first project'] },
  {
    id: 2,
    title: 'Practical Called',
    level: 'Intermediate',
    lessons: ['Planning', 'Hands-on workshop', 'Common mistakes', 'Review'],
  },
  { id: 3, title: 'Called Masterclass', level: 'Advanced', lessons: ['Deep dive', 'Case study', 'Capstone'] },
];

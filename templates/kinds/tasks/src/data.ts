// Stand-in for the generated src/data.ts. The engine copies the interface into every tasks app;
// the list it writes there comes from the prompt, like these sample items.

export interface Task {
  id: number;
  title: string;
  tag: string;
  done: boolean;
}

export const tasks: Task[] = [
  { id: 1, title: 'Plan the week', tag: 'Personal', done: true },
  { id: 2, title: 'Write the project brief', tag: 'Work', done: false },
  { id: 3, title: 'Book the team lunch', tag: 'Work', done: false },
  { id: 4, title: 'Renew gym membership', tag: 'Personal', done: false },
  { id: 5, title: 'Review pull requests', tag: 'Work', done: false },
];

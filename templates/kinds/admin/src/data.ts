// Stand-in for the generated src/data.ts. The engine copies the interface into every admin app;
// the list it writes there comes from the prompt, like these sample items.

export interface User {
  id: number;
  name: string;
  email: string;
  role: string;
  active: boolean;
}

export const users: User[] = [
  { id: 1, name: 'Ava Thompson', email: 'ava@example.com', role: 'Admin', active: true },
  { id: 2, name: 'Liam Chen', email: 'liam@example.com', role: 'Editor', active: true },
  { id: 3, name: 'Sofia Rossi', email: 'sofia@example.com', role: 'Viewer', active: false },
  { id: 4, name: 'Noah Williams', email: 'noah@example.com', role: 'Editor', active: true },
  { id: 5, name: 'Emma Garcia', email: 'emma@example.com', role: 'Viewer', active: true },
];

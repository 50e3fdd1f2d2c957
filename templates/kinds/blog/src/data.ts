// Stand-in for the generated src/data.ts. The engine copies the interface into every blog app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Post {
  id: number;
  title: string;
  tag: string;
  date: string;
  body: string;
}

export const posts: Post[] = [];

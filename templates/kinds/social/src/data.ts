// Stand-in for the generated src/data.ts. The engine copies the interface into every social app;
// the list it writes there comes from the prompt, like these sample items.

export interface Post {
  id: number;
  author: string;
  text: string;
  likes: number;
}

export const posts: Post[] = [
  { id: 1, author: 'Maya Patel', text: 'Just joined! Looking forward to talking about with all of you.', likes: 12 },
  { id: 2, author: 'Jonas Berg', text: 'Hot take: the best about ideas come on long walks.', likes: 34 },
  { id: 3, author: 'Alicia Gomez', text: 'Sharing my progress from this week. Small steps add up!', likes: 8 },
];

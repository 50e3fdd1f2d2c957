// Stand-in for the generated src/data.ts. The engine copies the interface into every generic app;
// the list it writes there comes from the prompt, like these sample items.

export interface Item {
  id: number;
  title: string;
  note: string;
  favourite: boolean;
}

export const items: Item[] = [
  { id: 1, title: 'Keep', note: 'Everything about keep in one place.', favourite: true },
  { id: 2, title: 'Track', note: 'Everything about track in one place.', favourite: false },
  { id: 3, title: 'Recipes', note: 'Everything about recipes in one place.', favourite: false },
  { id: 4, title: 'Ingredients', note: 'Everything about ingredients in one place.', favourite: false },
  { id: 5, title: 'Shopping', note: 'Everything about shopping in one place.', favourite: false },
];

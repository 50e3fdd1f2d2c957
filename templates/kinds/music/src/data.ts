// Stand-in for the generated src/data.ts. The engine copies the interface into every music app;
// the list it writes there comes from the prompt, like these sample items.

export interface Track {
  id: number;
  title: string;
  artist: string;
  seconds: number;
}

export const tracks: Track[] = [
  { id: 1, title: 'Morning Drive', artist: 'The Lanterns', seconds: 180 },
  { id: 2, title: 'Neon Rain', artist: 'Kaia Moon', seconds: 217 },
  { id: 3, title: 'Paper Planes', artist: 'Northbound', seconds: 254 },
  { id: 4, title: 'Slow Tide', artist: 'Ember & Oak', seconds: 201 },
  { id: 5, title: 'Golden Hour', artist: 'The Lanterns', seconds: 238 },
  { id: 6, title: 'Static Hearts', artist: 'Velvet Echo', seconds: 185 },
];

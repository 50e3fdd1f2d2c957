// Stand-in for the generated src/data.ts. The engine copies the interface into every music app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Track {
  id: number;
  title: string;
  artist: string;
  seconds: number;
}

export const tracks: Track[] = [];

// Stand-in for the generated src/data.ts. The engine copies the interface into every portfolio app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Project {
  id: number;
  title: string;
  category: string;
  summary: string;
}

export const projects: Project[] = [];

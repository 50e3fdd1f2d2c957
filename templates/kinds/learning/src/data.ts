// Stand-in for the generated src/data.ts. The engine copies the interface into every learning app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Course {
  id: number;
  title: string;
  level: string;
  lessons: string[];
}

export const courses: Course[] = [];

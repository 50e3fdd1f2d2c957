// Stand-in for the generated src/data.ts. The engine copies the interface into every analytics app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Metric {
  id: number;
  label: string;
  value: number;
  unit: string;
  series: number[];
}

export const metrics: Metric[] = [];

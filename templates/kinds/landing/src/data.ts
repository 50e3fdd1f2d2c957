// Stand-in for the generated src/data.ts. The engine copies the interface into every landing app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Plan {
  id: number;
  name: string;
  monthly: number;
  perks: string[];
}

export const plans: Plan[] = [];

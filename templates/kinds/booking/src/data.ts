// Stand-in for the generated src/data.ts. The engine copies the interface into every booking app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Service {
  id: number;
  name: string;
  minutes: number;
  price: number;
}

export const services: Service[] = [];

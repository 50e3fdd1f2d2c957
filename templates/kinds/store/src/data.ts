// Stand-in for the generated src/data.ts. The engine copies the interface into every store app;
// the list it writes there comes from the prompt (see its kind in src/server/ai/builtin-engine).

export interface Product {
  id: number;
  name: string;
  price: number;
  category: string;
}

export const products: Product[] = [];

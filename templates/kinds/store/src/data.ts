// Stand-in for the generated src/data.ts. The engine copies the interface into every store app;
// the list it writes there comes from the prompt, like these sample items.

export interface Product {
  id: number;
  name: string;
  price: number;
  category: string;
}

export const products: Product[] = [
  { id: 1, name: 'House Blend Beans', price: 12.99, category: 'Bestsellers' },
  { id: 2, name: 'Ethiopia Single Origin', price: 19.99, category: 'New' },
  { id: 3, name: 'Cold Brew Kit', price: 26.99, category: 'Essentials' },
  { id: 4, name: 'Ceramic Pour-Over', price: 33.99, category: 'Bestsellers' },
  { id: 5, name: 'Oat Milk Latte Mix', price: 40.99, category: 'New' },
  { id: 6, name: 'Espresso Tasting Set', price: 17.99, category: 'Essentials' },
];

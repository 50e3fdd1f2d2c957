// Stand-in for the generated src/data.ts. The engine copies the interface into every booking app;
// the list it writes there comes from the prompt, like these sample items.

export interface Service {
  id: number;
  name: string;
  minutes: number;
  price: number;
}

export const services: Service[] = [
  { id: 1, name: 'Beginner Flow', minutes: 30, price: 25 },
  { id: 2, name: 'Vinyasa Class', minutes: 60, price: 45 },
  { id: 3, name: 'Private Session', minutes: 90, price: 80 },
  { id: 4, name: 'Restorative Yoga', minutes: 45, price: 35 },
];

// Stand-in for the generated src/data.ts. The engine copies the interface into every analytics app;
// the list it writes there comes from the prompt, like these sample items.

export interface Metric {
  id: number;
  label: string;
  value: number;
  unit: string;
  series: number[];
}

export const metrics: Metric[] = [
  { id: 1, label: 'Visitors', value: 48210, unit: '', series: [32, 41, 38, 52, 61, 58, 70] },
  { id: 2, label: 'Signups', value: 1284, unit: '', series: [12, 18, 15, 22, 27, 25, 31] },
  { id: 3, label: 'Revenue', value: 23940, unit: '$', series: [40, 44, 39, 55, 60, 66, 72] },
  { id: 4, label: 'Conversion', value: 2.7, unit: '%', series: [2, 2.4, 2.1, 2.6, 2.9, 2.5, 2.7] },
];

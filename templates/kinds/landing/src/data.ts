// Stand-in for the generated src/data.ts. The engine copies the interface into every landing app;
// the list it writes there comes from the prompt, like these sample items.

export interface Plan {
  id: number;
  name: string;
  monthly: number;
  perks: string[];
}

export const plans: Plan[] = [
  { id: 1, name: 'Free', monthly: 0, perks: ['1 project', 'Community support'] },
  { id: 2, name: 'Pro', monthly: 19, perks: ['Unlimited projects', 'Priority support', 'Analytics'] },
  { id: 3, name: 'Business', monthly: 49, perks: ['Everything in Pro', 'SSO', 'Dedicated manager'] },
];

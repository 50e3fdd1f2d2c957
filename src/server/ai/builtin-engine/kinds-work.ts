import type { KindDef } from './kinds';
import { titleCase } from './spec';

// Tasks, analytics, admin and the generic app: tools people work in.

export const tasks: KindDef = {
  page: { id: 'tasks', label: 'Tasks', component: 'Tasks' },
  list: 'tasks',
  items: () => [
    { id: 1, title: 'Plan the week', tag: 'Personal', done: true },
    { id: 2, title: 'Write the project brief', tag: 'Work', done: false },
    { id: 3, title: 'Book the team lunch', tag: 'Work', done: false },
    { id: 4, title: 'Renew gym membership', tag: 'Personal', done: false },
    { id: 5, title: 'Review pull requests', tag: 'Work', done: false },
  ],
  newItem: (name, id) => ({ id, title: name, tag: 'Personal', done: false }),
  hero: (spec) => ({
    headline: `${spec.name}: get things done`,
    subheading: 'Capture tasks in seconds, check them off, and see what is left at a glance.',
    cta: 'Open my tasks',
  }),
  features: [
    ['Quick capture', 'Type, press Enter, done.'],
    ['Focus filters', 'See only what matters right now.'],
    ['Progress', 'Watch the list shrink as you go.'],
  ],
  tagline: 'One thing at a time.',
};

export const analytics: KindDef = {
  page: { id: 'dashboard', label: 'Dashboard', component: 'Dashboard' },
  list: 'metrics',
  items: () => [
    { id: 1, label: 'Visitors', value: 48210, unit: '', series: [32, 41, 38, 52, 61, 58, 70] },
    { id: 2, label: 'Signups', value: 1284, unit: '', series: [12, 18, 15, 22, 27, 25, 31] },
    { id: 3, label: 'Revenue', value: 23940, unit: '$', series: [40, 44, 39, 55, 60, 66, 72] },
    { id: 4, label: 'Conversion', value: 2.7, unit: '%', series: [2, 2.4, 2.1, 2.6, 2.9, 2.5, 2.7] },
  ],
  newItem: (name, id) => ({ id, label: name, value: 100, unit: '', series: [3, 5, 4, 6, 8, 7, 9] }),
  hero: (spec) => ({
    headline: `${spec.name}`,
    subheading: 'Your key numbers at a glance, updated every morning.',
    cta: 'Open the dashboard',
  }),
  features: [
    ['Live metrics', 'Traffic, signups and revenue side by side.'],
    ['Trends', 'Seven-day charts show where things are heading.'],
    ['Shareable', 'Send the numbers to your team in one click.'],
  ],
  tagline: 'Know your numbers.',
};

export const admin: KindDef = {
  page: { id: 'users', label: 'Users', component: 'Users' },
  list: 'users',
  items: () =>
    [
      ['Ava Thompson', 'Admin'],
      ['Liam Chen', 'Editor'],
      ['Sofia Rossi', 'Viewer'],
      ['Noah Williams', 'Editor'],
      ['Emma Garcia', 'Viewer'],
    ].map(([name, role], i) => ({
      id: i + 1,
      name,
      email: `${name.split(' ')[0].toLowerCase()}@example.com`,
      role,
      active: i !== 2,
    })),
  newItem: (name, id) => ({
    id,
    name,
    email: `${
      name
        .split(' ')[0]
        .toLowerCase()
        .replace(/[^a-z]/g, '') || 'user'
    }@example.com`,
    role: 'Viewer',
    active: true,
  }),
  hero: (spec) => ({
    headline: `${spec.name}`,
    subheading: 'Manage people, roles and access from one place.',
    cta: 'Manage users',
  }),
  features: [
    ['Roles', 'Admins, editors and viewers, each with the right access.'],
    ['Search', 'Find anyone in a keystroke.'],
    ['Audit-ready', 'Every change is deliberate and visible.'],
  ],
  tagline: 'Everything under control.',
};

export const generic: KindDef = {
  page: { id: 'items', label: 'Items', component: 'Items' },
  list: 'items',
  items: (spec) => {
    const nouns = spec.nouns.length > 0 ? spec.nouns : ['first idea', 'second idea', 'third idea'];
    return nouns.slice(0, 5).map((n, i) => ({
      id: i + 1,
      title: titleCase(n),
      note: `Everything about ${n} in one place.`,
      favourite: i === 0,
    }));
  },
  newItem: (name, id) => ({ id, title: name, note: 'Added just now.', favourite: false }),
  hero: (spec) => ({
    headline: `Welcome to ${spec.name}`,
    subheading: 'Keep what matters organised, searchable and close at hand.',
    cta: 'Get started',
  }),
  features: [
    ['Organised', 'Everything in one tidy list.'],
    ['Fast', 'Find anything as you type.'],
    ['Yours', 'Add, star and remove as you like.'],
  ],
  tagline: 'Made for you.',
};

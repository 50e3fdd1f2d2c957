import { titleCase } from '../lexicon/text';
import { understand } from '../lexicon/understand';
import { collectionOf, recordsFiles } from '../records/kind';
import type { KindDef } from './kinds';

// Tasks, analytics, admin and the generic app: tools people work in.

export const tasks: KindDef = {
  page: { id: 'tasks', label: 'Tasks', component: 'Tasks' },
  cloud: {
    records: 'Tasks',
    saved: () =>
      'The tasks people add are saved in the app’s own backend, so they stay after a reload; each visitor has their own list.',
  },
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
  content: {
    name: 'metrics',
    items: () => [
      { id: 1, label: 'Visitors', value: 48210, unit: '', series: [32, 41, 38, 52, 61, 58, 70] },
      { id: 2, label: 'Signups', value: 1284, unit: '', series: [12, 18, 15, 22, 27, 25, 31] },
      { id: 3, label: 'Revenue', value: 23940, unit: '$', series: [40, 44, 39, 55, 60, 66, 72] },
      { id: 4, label: 'Conversion', value: 2.7, unit: '%', series: [2, 2.4, 2.1, 2.6, 2.9, 2.5, 2.7] },
    ],
    newItem: (name, id) => ({ id, label: name, value: 100, unit: '', series: [3, 5, 4, 6, 8, 7, 9] }),
  },
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
  cloud: {
    records: 'Users',
    saved: () =>
      'The users you add, with their roles and switches, are saved in the app’s own backend, so every change is kept; each visitor manages their own list.',
  },
  hero: (spec) => ({
    headline: `${spec.name}`,
    subheading: 'Manage people, roles and access from one place.',
    cta: 'Manage users',
  }),
  features: [
    ['Roles', 'Admins, editors and viewers, each with the right access.'],
    ['Search', 'Find anyone in a keystroke.'],
    ['Saved as you go', 'Every role and switch you change is kept.'],
  ],
  tagline: 'Everything under control.',
};

export const generic: KindDef = {
  page: { id: 'records', label: 'Records', component: 'Records' },
  label: (spec) => titleCase(spec.subject.plural),
  // "/chores": the address says what the list keeps, as its collection does.
  id: (spec) => collectionOf(spec.records ?? understand(spec.subject.plural)),
  files: (spec) => recordsFiles(spec.records ?? understand(spec.subject.plural)),
  cloud: {
    records: 'Records',
    saved: (spec) =>
      `The ${spec.subject.plural} people add are saved in the app’s own backend, so they stay after a reload; ${
        spec.records?.domain.shared
          ? 'everyone who opens the app sees them all (`cloud.json` says so), and each person can change only what they added.'
          : 'each visitor has their own.'
      }`,
  },
  hero: (spec) => ({
    headline: `Welcome to ${spec.name}`,
    subheading: `Keep your ${spec.subject.plural} organised, searchable and close at hand.`,
    cta: 'Get started',
  }),
  features: [
    ['Organised', 'Everything in one tidy list.'],
    ['Fast', 'Find anything as you type.'],
    ['Yours', 'Add, star and remove as you like; it is all saved as you go.'],
  ],
  tagline: 'Made for you.',
};

import { titleCase } from './archetypes';
import type { KindDef } from './kinds';

// Tasks, analytics, admin and the generic app: tools people work in.

export const tasks: KindDef = {
  page: { id: 'tasks', label: 'Tasks', component: 'Tasks' },
  list: 'tasks',
  type: 'export interface Task {\n  id: number;\n  title: string;\n  tag: string;\n  done: boolean;\n}\n',
  typeName: 'Task',
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
  source: `import { useState } from 'react';
import { tasks as initial } from '../data';

type Filter = 'all' | 'open' | 'done';

export function Tasks() {
  const [tasks, setTasks] = useState(initial);
  const [title, setTitle] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = tasks.filter((t) => (filter === 'all' ? true : filter === 'done' ? t.done : !t.done));
  const left = tasks.filter((t) => !t.done).length;
  return (
    <section aria-labelledby="tasks-title" className="mx-auto max-w-2xl">
      <h1 id="tasks-title" className="text-3xl font-bold">
        Tasks
      </h1>
      <p className="mt-1 text-muted">{left} left to do</p>
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) return;
          setTasks([...tasks, { id: Date.now(), title: title.trim(), tag: 'Personal', done: false }]);
          setTitle('');
        }}
      >
        <label htmlFor="new-task" className="sr-only">
          New task
        </label>
        <input id="new-task" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Add a task…" className="flex-1 rounded-md border border-line bg-panel px-3 py-2" />
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Add
        </button>
      </form>
      <div className="mt-4 flex gap-2" role="group" aria-label="Filter">
        {(['all', 'open', 'done'] as const).map((f) => (
          <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} className={'rounded-full px-3 py-1 text-sm capitalize ' + (filter === f ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
            {f}
          </button>
        ))}
      </div>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-panel">
        {shown.map((t) => (
          <li key={t.id} className="flex items-center gap-3 p-3">
            <input
              type="checkbox"
              aria-label={'Done: ' + t.title}
              checked={t.done}
              onChange={() => setTasks(tasks.map((x) => (x.id === t.id ? { ...x, done: !x.done } : x)))}
            />
            <span className={'flex-1 ' + (t.done ? 'text-muted line-through' : '')}>{t.title}</span>
            <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{t.tag}</span>
            <button type="button" aria-label={'Delete ' + t.title} onClick={() => setTasks(tasks.filter((x) => x.id !== t.id))} className="text-muted hover:text-ink">
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`,
};

export const analytics: KindDef = {
  page: { id: 'dashboard', label: 'Dashboard', component: 'Dashboard' },
  list: 'metrics',
  type: 'export interface Metric {\n  id: number;\n  label: string;\n  value: number;\n  unit: string;\n  series: number[];\n}\n',
  typeName: 'Metric',
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
  source: `import { useState } from 'react';
import { metrics } from '../data';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function Dashboard() {
  const [selectedId, setSelectedId] = useState(metrics[0]?.id ?? 0);
  const [range, setRange] = useState(7);
  const metric = metrics.find((m) => m.id === selectedId) ?? metrics[0];
  const series = metric ? metric.series.slice(-range) : [];
  const max = Math.max(1, ...series);
  return (
    <section aria-labelledby="dash-title">
      <h1 id="dash-title" className="text-3xl font-bold">
        Dashboard
      </h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {metrics.map((m) => (
          <button key={m.id} type="button" aria-pressed={m.id === selectedId} onClick={() => setSelectedId(m.id)} className={'rounded-xl border bg-panel p-4 text-left ' + (m.id === selectedId ? 'border-brand-600' : 'border-line')}>
            <span className="text-sm text-muted">{m.label}</span>
            <span className="mt-1 block text-2xl font-bold">
              {m.unit === '$' ? '$' : ''}
              {m.value.toLocaleString()}
              {m.unit === '%' ? '%' : ''}
            </span>
          </button>
        ))}
      </div>
      <div className="mt-6 rounded-xl border border-line bg-panel p-5">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{metric?.label} trend</h2>
          <div className="flex gap-1" role="group" aria-label="Range">
            {[3, 7].map((r) => (
              <button key={r} type="button" aria-pressed={range === r} onClick={() => setRange(r)} className={'rounded-md px-2 py-1 text-sm ' + (range === r ? 'bg-brand-600 text-white' : 'bg-brand-50')}>
                {r} days
              </button>
            ))}
          </div>
        </div>
        <div className="mt-4 flex h-48 items-end gap-3" role="img" aria-label={(metric?.label ?? '') + ' over ' + range + ' days'}>
          {series.map((v, i) => (
            <div key={days[days.length - series.length + i]} className="flex flex-1 flex-col items-center gap-1">
              <div className="w-full rounded-t-md bg-brand-500" style={{ height: (v / max) * 100 + '%' }} />
              <span className="text-xs text-muted">{days[days.length - series.length + i]}</span>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
`,
};

export const admin: KindDef = {
  page: { id: 'users', label: 'Users', component: 'Users' },
  list: 'users',
  type: 'export interface User {\n  id: number;\n  name: string;\n  email: string;\n  role: string;\n  active: boolean;\n}\n',
  typeName: 'User',
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
  source: `import { useState } from 'react';
import { users as initial } from '../data';

export function Users() {
  const [users, setUsers] = useState(initial);
  const [query, setQuery] = useState('');
  const shown = users.filter((u) => (u.name + ' ' + u.email + ' ' + u.role).toLowerCase().includes(query.toLowerCase()));
  return (
    <section aria-labelledby="users-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="users-title" className="text-3xl font-bold">
            Users
          </h1>
          <p className="text-muted">
            {users.filter((u) => u.active).length} active of {users.length}
          </p>
        </div>
        <label className="text-sm">
          <span className="sr-only">Search users</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" className="rounded-md border border-line bg-panel px-3 py-2" />
        </label>
      </div>
      <div className="mt-6 overflow-x-auto rounded-xl border border-line bg-panel">
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50 text-brand-700">
            <tr>
              <th className="p-3">Name</th>
              <th className="p-3">Email</th>
              <th className="p-3">Role</th>
              <th className="p-3">Active</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((u) => (
              <tr key={u.id}>
                <td className="p-3 font-medium">{u.name}</td>
                <td className="p-3 text-muted">{u.email}</td>
                <td className="p-3">
                  <select aria-label={'Role of ' + u.name} value={u.role} onChange={(e) => setUsers(users.map((x) => (x.id === u.id ? { ...x, role: e.target.value } : x)))} className="rounded border border-line bg-surface px-2 py-1">
                    <option>Admin</option>
                    <option>Editor</option>
                    <option>Viewer</option>
                  </select>
                </td>
                <td className="p-3">
                  <input type="checkbox" role="switch" aria-label={'Active: ' + u.name} checked={u.active} onChange={() => setUsers(users.map((x) => (x.id === u.id ? { ...x, active: !x.active } : x)))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
`,
};

export const generic: KindDef = {
  page: { id: 'items', label: 'Items', component: 'Items' },
  list: 'items',
  type: 'export interface Item {\n  id: number;\n  title: string;\n  note: string;\n  favourite: boolean;\n}\n',
  typeName: 'Item',
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
  source: `import { useState } from 'react';
import { items as initial } from '../data';

export function Items() {
  const [items, setItems] = useState(initial);
  const [query, setQuery] = useState('');
  const [title, setTitle] = useState('');
  const shown = items.filter((i) => i.title.toLowerCase().includes(query.toLowerCase()));
  return (
    <section aria-labelledby="items-title" className="mx-auto max-w-3xl">
      <h1 id="items-title" className="text-3xl font-bold">
        Items
      </h1>
      <div className="mt-4 flex flex-wrap gap-2">
        <label className="flex-1">
          <span className="sr-only">Search</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" className="w-full rounded-md border border-line bg-panel px-3 py-2" />
        </label>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!title.trim()) return;
            setItems([...items, { id: Date.now(), title: title.trim(), note: 'Added just now.', favourite: false }]);
            setTitle('');
          }}
        >
          <label htmlFor="new-item" className="sr-only">
            New item
          </label>
          <input id="new-item" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="New item" className="rounded-md border border-line bg-panel px-3 py-2" />
          <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
            Add
          </button>
        </form>
      </div>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {shown.map((i) => (
          <li key={i.id} className="rounded-xl border border-line bg-panel p-4">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-semibold">{i.title}</h2>
              <button type="button" aria-pressed={i.favourite} aria-label={'Star ' + i.title} onClick={() => setItems(items.map((x) => (x.id === i.id ? { ...x, favourite: !x.favourite } : x)))} className="text-brand-600">
                {i.favourite ? '★' : '☆'}
              </button>
            </div>
            <p className="mt-1 text-sm text-muted">{i.note}</p>
            <button type="button" onClick={() => setItems(items.filter((x) => x.id !== i.id))} className="mt-2 text-xs text-muted hover:text-ink">
              Remove
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
`,
};

import { useState } from 'react';
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

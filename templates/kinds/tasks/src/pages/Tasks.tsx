import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';

// Tasks are saved in the app's own backend: each visitor keeps their own list across reloads.
interface Task {
  title: string;
  done: boolean;
}

type Filter = 'all' | 'open' | 'done';

export function Tasks() {
  const tasks = useCollection<Task>('tasks');
  const [title, setTitle] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const shown = tasks.items.filter((t) => (filter === 'all' ? true : filter === 'done' ? t.done : !t.done));
  const left = tasks.items.filter((t) => !t.done).length;
  const finished = tasks.items.filter((t) => t.done);
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !tasks.loading && !(tasks.error && tasks.items.length === 0);
  // A change that fails shows up in tasks.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  return (
    <section aria-labelledby="tasks-title" className="mx-auto max-w-2xl">
      <h1 id="tasks-title" className="text-3xl font-bold">
        Tasks
      </h1>
      {tasks.items.length > 0 && <p className="mt-1 text-muted">{left === 0 ? 'All done!' : left + ' left to do'}</p>}
      <form
        className="mt-4 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) return;
          void save(tasks.add({ title: title.trim(), done: false }).then(() => setTitle('')));
        }}
      >
        <label htmlFor="new-task" className="sr-only">
          New task
        </label>
        <input id="new-task" value={title} onChange={(e) => setTitle(e.target.value)} placeholder="Add a task…" className="min-w-0 flex-1 rounded-md border border-line bg-panel px-3 py-2" />
        <button type="submit" className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Add
        </button>
      </form>
      {tasks.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {tasks.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : tasks.error.message}{' '}
          <button type="button" onClick={() => void tasks.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {tasks.loading && (
        <p role="status" className="mt-6 text-muted">
          Loading your tasks…
        </p>
      )}
      {loaded && tasks.items.length === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">No tasks yet</p>
          <p className="mt-1 text-muted">Add your first one above. It’s saved as you go, so it will be here when you come back.</p>
        </div>
      )}
      {tasks.items.length > 0 && (
        <>
          <div className="mt-4 flex flex-wrap items-center gap-2">
            <div className="flex gap-2" role="group" aria-label="Filter">
              {(['all', 'open', 'done'] as const).map((f) => (
                <button key={f} type="button" aria-pressed={filter === f} onClick={() => setFilter(f)} className={'rounded-full px-3 py-1 text-sm capitalize ' + (filter === f ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
                  {f}
                </button>
              ))}
            </div>
            {finished.length > 0 && (
              <button type="button" onClick={() => finished.forEach((t) => void save(tasks.remove(t.id)))} className="ml-auto text-sm text-muted hover:text-ink">
                Clear done
              </button>
            )}
          </div>
          {shown.length === 0 ? (
            <p className="mt-4 text-muted">{filter === 'done' ? 'Nothing checked off yet.' : 'Nothing left to do.'}</p>
          ) : (
            <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-panel">
              {shown.map((t) => (
                <li key={t.id} className="flex items-center gap-3 p-3">
                  <input type="checkbox" aria-label={'Done: ' + t.title} checked={t.done} onChange={() => void save(tasks.update(t.id, { done: !t.done }))} />
                  <span className={'min-w-0 flex-1 break-words ' + (t.done ? 'text-muted line-through' : '')}>{t.title}</span>
                  <button type="button" aria-label={'Delete ' + t.title} onClick={() => void save(tasks.remove(t.id))} className="px-1 text-muted hover:text-ink">
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

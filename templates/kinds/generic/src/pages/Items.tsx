import { useState } from 'react';
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

import { useCollection } from '@shipwright/cloud';
import { format, isThisYear, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { list } from '../data';

// Entries are saved in the app's own backend: each visitor keeps their own across reloads.
interface Entry {
  title: string;
  note: string;
  favourite: boolean;
}

const added = (iso: string) => {
  const at = parseISO(iso);
  return isValid(at) ? format(at, isThisYear(at) ? 'd MMM' : 'd MMM yyyy') : 'recently';
};

export function Items() {
  const entries = useCollection<Entry>(list.collection);
  const [query, setQuery] = useState('');
  const [title, setTitle] = useState('');
  const [note, setNote] = useState('');
  const plural = list.title.toLowerCase();
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !entries.loading && !(entries.error && entries.items.length === 0);
  // Starred entries first; otherwise newest first, as they come.
  const shown = entries.items
    .filter((i) => (i.title + ' ' + i.note).toLowerCase().includes(query.trim().toLowerCase()))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite));
  // A change that fails shows up in entries.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  return (
    <section aria-labelledby="items-title" className="mx-auto max-w-3xl">
      <h1 id="items-title" className="text-3xl font-bold">
        {list.title}
      </h1>
      <form
        className="mt-4 grid gap-2 rounded-xl border border-line bg-panel p-4 sm:grid-cols-[1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          if (!title.trim()) return;
          const saved = entries.add({ title: title.trim(), note: note.trim(), favourite: false }).then(() => {
            setTitle('');
            setNote('');
          });
          void save(saved);
        }}
      >
        <label className="text-sm font-medium">
          {'New ' + list.noun}
          <input value={title} onChange={(e) => setTitle(e.target.value)} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-normal" />
        </label>
        <label className="text-sm font-medium">
          Note <span className="font-normal text-muted">(optional)</span>
          <input value={note} onChange={(e) => setNote(e.target.value)} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-normal" />
        </label>
        <button type="submit" className="self-end rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white">
          Add
        </button>
      </form>
      {entries.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {entries.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : entries.error.message}{' '}
          <button type="button" onClick={() => void entries.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {entries.loading && (
        <p role="status" className="mt-6 text-muted">
          {'Loading your ' + plural + '…'}
        </p>
      )}
      {loaded && entries.items.length === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">{'No ' + plural + ' yet'}</p>
          <p className="mt-1 text-muted">{'Add your first ' + list.noun + ' above. It’s saved as you go, so it will be here when you come back.'}</p>
        </div>
      )}
      {entries.items.length > 0 && (
        <>
          <label className="mt-6 block">
            <span className="sr-only">{'Search ' + plural}</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" className="w-full rounded-md border border-line bg-panel px-3 py-2" />
          </label>
          {shown.length === 0 && <p className="mt-4 text-muted">{'No ' + plural + ' match “' + query.trim() + '”.'}</p>}
          <ul aria-label={list.title} className="mt-4 grid gap-3 sm:grid-cols-2">
            {shown.map((i) => (
              <li key={i.id} className="rounded-xl border border-line bg-panel p-4">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="min-w-0 break-words font-semibold">{i.title}</h2>
                  <button type="button" aria-pressed={i.favourite} aria-label={'Star ' + i.title} onClick={() => void save(entries.update(i.id, { favourite: !i.favourite }))} className="text-brand-600">
                    {i.favourite ? '★' : '☆'}
                  </button>
                </div>
                {i.note && <p className="mt-1 break-words text-sm text-muted">{i.note}</p>}
                <div className="mt-3 flex items-center justify-between text-xs text-muted">
                  <span>{'Added ' + added(i.createdAt)}</span>
                  <button type="button" aria-label={'Remove ' + i.title} onClick={() => void save(entries.remove(i.id))} className="hover:text-ink">
                    Remove
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

import { format, isValid, parseISO } from 'date-fns';
import { useState } from 'react';
import { posts } from '../data';

// Dates in src/data.ts are yyyy-MM-dd; one written another way shows as it is.
function Published({ date }: { date: string }) {
  const day = parseISO(date);
  return isValid(day) ? <time dateTime={date}>{format(day, 'd MMMM yyyy')}</time> : date;
}

export function Articles() {
  const [tag, setTag] = useState('All');
  const [openId, setOpenId] = useState(0);
  const tags = ['All', ...new Set(posts.map((p) => p.tag))];
  const shown = tag === 'All' ? posts : posts.filter((p) => p.tag === tag);
  const open = posts.find((p) => p.id === openId);
  if (open) {
    return (
      <article className="mx-auto max-w-2xl">
        <button type="button" onClick={() => setOpenId(0)} className="text-sm text-brand-600">
          ← All articles
        </button>
        <h1 className="mt-4 text-3xl font-bold">{open.title}</h1>
        <p className="mt-1 text-sm text-muted">
          <Published date={open.date} /> · {open.tag}
        </p>
        <p className="mt-6 leading-7">{open.body}</p>
      </article>
    );
  }
  return (
    <section aria-labelledby="articles-title">
      <h1 id="articles-title" className="text-3xl font-bold">
        Articles
      </h1>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Tag">
        {tags.map((t) => (
          <button key={t} type="button" aria-pressed={tag === t} onClick={() => setTag(t)} className={'rounded-full px-3 py-1 text-sm ' + (tag === t ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
            {t}
          </button>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {shown.map((p) => (
          <li key={p.id} className="rounded-xl border border-line bg-panel p-5">
            <p className="flex justify-between gap-2 text-xs">
              <span className="uppercase tracking-wide text-brand-600">{p.tag}</span>
              <span className="text-muted">
                <Published date={p.date} />
              </span>
            </p>
            <h2 className="mt-1 text-lg font-semibold">{p.title}</h2>
            <p className="mt-2 text-sm text-muted">{p.body}</p>
            <button type="button" onClick={() => setOpenId(p.id)} className="mt-3 text-sm font-semibold text-brand-600">
              Read more →
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

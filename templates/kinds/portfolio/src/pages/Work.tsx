import { useState } from 'react';
import { projects } from '../data';

export function Work() {
  const [category, setCategory] = useState('All');
  const [selected, setSelected] = useState(0);
  const categories = ['All', ...new Set(projects.map((p) => p.category))];
  const shown = category === 'All' ? projects : projects.filter((p) => p.category === category);
  return (
    <section aria-labelledby="work-title">
      <h1 id="work-title" className="text-3xl font-bold">
        Selected work
      </h1>
      <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Category">
        {categories.map((c) => (
          <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)} className={'rounded-full px-3 py-1 text-sm ' + (category === c ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
            {c}
          </button>
        ))}
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((p) => (
          <li key={p.id}>
            <button type="button" aria-expanded={selected === p.id} onClick={() => setSelected(selected === p.id ? 0 : p.id)} className="w-full rounded-xl border border-line bg-panel p-4 text-left hover:border-brand-500">
              <div aria-hidden="true" className="h-36 rounded-lg bg-brand-100" />
              <h2 className="mt-3 font-semibold">{p.title}</h2>
              <p className="text-sm text-brand-600">{p.category}</p>
              {selected === p.id && <p className="mt-2 text-sm text-muted">{p.summary}</p>}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

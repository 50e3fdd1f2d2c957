import { useState } from 'react';
import { plans } from '../data';

export function Plans() {
  const [yearly, setYearly] = useState(false);
  const [chosen, setChosen] = useState('');
  return (
    <section aria-labelledby="plans-title">
      <h1 id="plans-title" className="text-3xl font-bold">
        Simple pricing
      </h1>
      <label className="mt-4 inline-flex items-center gap-2 text-sm">
        <input type="checkbox" role="switch" checked={yearly} onChange={(e) => setYearly(e.target.checked)} />
        Bill yearly (2 months free)
      </label>
      <div className="mt-6 grid gap-4 md:grid-cols-3">
        {plans.map((p) => (
          <article key={p.id} className={'rounded-xl border bg-panel p-6 ' + (chosen === p.name ? 'border-brand-600' : 'border-line')}>
            <h2 className="text-lg font-semibold">{p.name}</h2>
            <p className="mt-2 text-3xl font-bold text-brand-600">
              ${yearly ? p.monthly * 10 : p.monthly}
              <span className="text-sm text-muted">{yearly ? '/year' : '/month'}</span>
            </p>
            <ul className="mt-4 space-y-1 text-sm text-muted">
              {p.perks.map((perk) => (
                <li key={perk}>✓ {perk}</li>
              ))}
            </ul>
            <button type="button" onClick={() => setChosen(p.name)} className="mt-6 w-full rounded-lg bg-brand-600 py-2 font-semibold text-white hover:bg-brand-500">
              {chosen === p.name ? 'Selected' : 'Choose ' + p.name}
            </button>
          </article>
        ))}
      </div>
    </section>
  );
}

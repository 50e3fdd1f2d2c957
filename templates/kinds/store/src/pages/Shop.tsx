import { useState } from 'react';
import { products } from '../data';

export function Shop() {
  const [cart, setCart] = useState<Record<number, number>>({});
  const [category, setCategory] = useState('All');
  const categories = ['All', ...new Set(products.map((p) => p.category))];
  const shown = category === 'All' ? products : products.filter((p) => p.category === category);
  const lines = products.filter((p) => cart[p.id]);
  const total = lines.reduce((sum, p) => sum + p.price * cart[p.id], 0);
  const add = (id: number) => setCart((c) => ({ ...c, [id]: (c[id] ?? 0) + 1 }));
  const remove = (id: number) =>
    setCart((c) => {
      const next = { ...c };
      if (next[id] > 1) next[id] -= 1;
      else delete next[id];
      return next;
    });
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_18rem]">
      <section aria-labelledby="products-title">
        <h1 id="products-title" className="text-3xl font-bold">
          Products
        </h1>
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Category">
          {categories.map((c) => (
            <button key={c} type="button" aria-pressed={category === c} onClick={() => setCategory(c)} className={'rounded-full px-3 py-1 text-sm ' + (category === c ? 'bg-brand-600 text-white' : 'bg-brand-50 text-brand-700')}>
              {c}
            </button>
          ))}
        </div>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((p) => (
            <li key={p.id} className="flex flex-col rounded-xl border border-line bg-panel p-4">
              <div aria-hidden="true" className="h-32 rounded-lg bg-brand-100" />
              <h2 className="mt-3 font-semibold">{p.name}</h2>
              <p className="text-sm text-muted">{p.category}</p>
              <div className="mt-auto flex items-center justify-between pt-4">
                <span className="font-bold">${p.price.toFixed(2)}</span>
                <button type="button" onClick={() => add(p.id)} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-500">
                  Add to cart
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <aside aria-label="Cart" className="h-fit rounded-xl border border-line bg-panel p-4">
        <h2 className="font-semibold">Cart ({lines.reduce((n, p) => n + cart[p.id], 0)})</h2>
        {lines.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Your cart is empty.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {lines.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <span>
                  {p.name} × {cart[p.id]}
                </span>
                <button type="button" aria-label={'Remove one ' + p.name} onClick={() => remove(p.id)} className="rounded px-2 text-muted hover:bg-brand-50">
                  −
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="mt-4 flex justify-between border-t border-line pt-3 font-semibold">
          <span>Total</span>
          <span>${total.toFixed(2)}</span>
        </p>
      </aside>
    </div>
  );
}

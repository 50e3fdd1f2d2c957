import { useCollection } from '@shipwright/cloud';
import { useState } from 'react';
import { products } from '../data';

/** One product in the visitor's cart, kept in the app's backend so the cart survives a reload. */
interface CartLine {
  product: number;
  quantity: number;
}

export function Shop() {
  const cart = useCollection<CartLine>('cart');
  const [category, setCategory] = useState('All');
  const categories = ['All', ...new Set(products.map((p) => p.category))];
  const shown = category === 'All' ? products : products.filter((p) => p.category === category);
  // Two quick clicks may save two lines for one product: they count together.
  const quantityOf = (id: number) => cart.items.filter((l) => l.product === id).reduce((n, l) => n + l.quantity, 0);
  const lines = products.filter((p) => quantityOf(p.id) > 0);
  const count = lines.reduce((n, p) => n + quantityOf(p.id), 0);
  const total = lines.reduce((sum, p) => sum + p.price * quantityOf(p.id), 0);
  // A failed save shows in cart.error below; there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => void change.catch(() => undefined);
  const add = (id: number) => {
    const line = cart.items.find((l) => l.product === id);
    save(line ? cart.update(line.id, { quantity: line.quantity + 1 }) : cart.add({ product: id, quantity: 1 }));
  };
  const remove = (id: number) => {
    const line = cart.items.find((l) => l.product === id);
    if (line) save(line.quantity > 1 ? cart.update(line.id, { quantity: line.quantity - 1 }) : cart.remove(line.id));
  };
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
        <h2 className="font-semibold">Cart ({count})</h2>
        {cart.error && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            Your cart could not be saved.{' '}
            <button type="button" onClick={() => void cart.reload()} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {cart.loading ? (
          <p role="status" className="mt-2 text-sm text-muted">
            Loading your cart…
          </p>
        ) : lines.length === 0 ? (
          <p className="mt-2 text-sm text-muted">Your cart is empty.</p>
        ) : (
          <ul className="mt-3 space-y-2 text-sm">
            {lines.map((p) => (
              <li key={p.id} className="flex items-center justify-between gap-2">
                <span>
                  {p.name} × {quantityOf(p.id)}
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

import { CloudError, cloud, useCollection } from '@shipwright/cloud';
import { useState } from 'react';

/** A product as the app's backend keeps it: seeded from cloud.json, priced by the owner (12.99 is $12.99). */
interface Product {
  name: string;
  price: number;
  category?: string;
  currency?: string;
}

/** One product in the visitor's cart, kept in the app's backend so the cart survives a reload. */
interface CartLine {
  product: string;
  quantity: number;
}

const money = (amount: number, currency = 'usd') =>
  new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(amount);

export function Shop() {
  const products = useCollection<Product>('products', { sort: 'name', order: 'asc' });
  const cart = useCollection<CartLine>('cart');
  const [category, setCategory] = useState('All');
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const categories = ['All', ...new Set(products.items.map((p) => p.category ?? 'Other'))];
  const shown = category === 'All' ? products.items : products.items.filter((p) => (p.category ?? 'Other') === category);
  // Two quick clicks may save two lines for one product: they count together.
  const quantityOf = (id: string) => cart.items.filter((l) => l.product === id).reduce((n, l) => n + l.quantity, 0);
  const lines = products.items.filter((p) => quantityOf(p.id) > 0);
  const count = lines.reduce((n, p) => n + quantityOf(p.id), 0);
  const total = lines.reduce((sum, p) => sum + p.price * quantityOf(p.id), 0);
  // A failed save shows in cart.error below; there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => void change.catch(() => undefined);
  const add = (id: string) => {
    const line = cart.items.find((l) => l.product === id);
    save(line ? cart.update(line.id, { quantity: line.quantity + 1 }) : cart.add({ product: id, quantity: 1 }));
  };
  const remove = (id: string) => {
    const line = cart.items.find((l) => l.product === id);
    if (line) save(line.quantity > 1 ? cart.update(line.id, { quantity: line.quantity - 1 }) : cart.remove(line.id));
  };
  // The server prices the order from the products' records, whatever this page shows.
  const checkout = async () => {
    setPaying(true);
    setPayError(null);
    try {
      const items = lines.map((p) => ({ product: p.id, quantity: quantityOf(p.id) }));
      await cloud.payments.checkout({ items, successPath: '/orders', cancelPath: '/shop' });
    } catch (error) {
      setPayError(error instanceof CloudError ? error.message : 'Checkout could not start. Please try again.');
      setPaying(false);
    }
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
        {products.error && (
          <p role="alert" className="mt-6 text-sm text-red-600">
            The products could not be loaded.{' '}
            <button type="button" onClick={() => void products.reload()} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        {products.loading ? (
          <p role="status" className="mt-6 text-sm text-muted">
            Loading the products…
          </p>
        ) : products.items.length === 0 && !products.error ? (
          <p className="mt-6 text-sm text-muted">No products yet: they appear here as soon as the shop adds some.</p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((p) => (
              <li key={p.id} className="flex flex-col rounded-xl border border-line bg-panel p-4">
                <div aria-hidden="true" className="h-32 rounded-lg bg-brand-100" />
                <h2 className="mt-3 font-semibold">{p.name}</h2>
                {p.category && <p className="text-sm text-muted">{p.category}</p>}
                <div className="mt-auto flex items-center justify-between pt-4">
                  <span className="font-bold">{money(p.price, p.currency)}</span>
                  <button type="button" onClick={() => add(p.id)} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-500">
                    Add to cart
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
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
          <span>{money(total, lines[0]?.currency)}</span>
        </p>
        {payError && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {payError}
          </p>
        )}
        <button type="button" disabled={lines.length === 0 || paying} onClick={() => void checkout()} className="mt-3 w-full rounded-md bg-brand-600 px-3 py-2 text-sm font-semibold text-white hover:bg-brand-500 disabled:opacity-50">
          {paying ? 'Opening checkout…' : 'Checkout'}
        </button>
      </aside>
    </div>
  );
}

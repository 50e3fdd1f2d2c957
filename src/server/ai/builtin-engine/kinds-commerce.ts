import type { KindDef } from './kinds';

// Store, booking and landing: things people buy or sign up for.

const CATALOGUES: Array<[RegExp, string[]]> = [
  [
    /coffee|cafe|tea/,
    [
      'House Blend Beans',
      'Ethiopia Single Origin',
      'Cold Brew Kit',
      'Ceramic Pour-Over',
      'Oat Milk Latte Mix',
      'Espresso Tasting Set',
    ],
  ],
  [
    /plant|garden|flower/,
    [
      'Monstera Deliciosa',
      'Snake Plant',
      'Fiddle Leaf Fig',
      'Terracotta Pot Set',
      'Organic Potting Mix',
      'Brass Watering Can',
    ],
  ],
  [
    /book/,
    [
      'The Quiet Garden',
      'Maps of Tomorrow',
      'A Year of Soup',
      'Letters to Nobody',
      'The Long Way North',
      'Small Wonders',
    ],
  ],
  [
    /yoga|fitness|gym/,
    [
      'Cork Yoga Mat',
      'Meditation Cushion',
      'Resistance Band Set',
      'Bamboo Water Bottle',
      'Foam Roller',
      'Breathable Leggings',
    ],
  ],
  [
    /cloth|fashion|apparel|shirt|wear/,
    ['Linen Overshirt', 'Everyday Tee', 'Relaxed Chinos', 'Wool Beanie', 'Canvas Tote', 'Leather Sneakers'],
  ],
  [
    /candle|soap|home|decor/,
    ['Cedar Candle', 'Olive Oil Soap', 'Linen Throw', 'Stoneware Mug', 'Woven Basket', 'Brass Incense Holder'],
  ],
];
const DEFAULT_PRODUCTS = [
  'Classic Backpack',
  'Wireless Earbuds',
  'Ceramic Mug',
  'Desk Lamp',
  'Notebook Set',
  'Water Bottle',
];
const CATEGORIES = ['Bestsellers', 'New', 'Essentials'];

export const store: KindDef = {
  page: { id: 'shop', label: 'Shop', component: 'Shop' },
  list: 'products',
  type: 'export interface Product {\n  id: number;\n  name: string;\n  price: number;\n  category: string;\n}\n',
  typeName: 'Product',
  items: (spec) => {
    const text = spec.nouns.join(' ');
    const names = CATALOGUES.find(([re]) => re.test(text))?.[1] ?? DEFAULT_PRODUCTS;
    return names.map((name, i) => ({
      id: i + 1,
      name,
      price: 12 + ((i * 7) % 30) + 0.99,
      category: CATEGORIES[i % 3],
    }));
  },
  newItem: (name, id) => ({ id, name, price: 19.99, category: 'New' }),
  hero: (spec) => ({
    headline: `Welcome to ${spec.name}`,
    subheading: 'Thoughtfully chosen goods, shipped quickly and packed with care.',
    cta: 'Shop now',
  }),
  features: [
    ['Free shipping', 'On every order over $50, delivered in 2-4 days.'],
    ['Easy returns', '30 days to change your mind, no questions asked.'],
    ['Secure checkout', 'Pay safely with card or wallet.'],
  ],
  tagline: 'Quality goods, fair prices.',
  source: `import { useState } from 'react';
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
                <span className="font-bold">\${p.price.toFixed(2)}</span>
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
          <span>\${total.toFixed(2)}</span>
        </p>
      </aside>
    </div>
  );
}
`,
};

export const booking: KindDef = {
  page: { id: 'book', label: 'Book', component: 'Book' },
  list: 'services',
  type: 'export interface Service {\n  id: number;\n  name: string;\n  minutes: number;\n  price: number;\n}\n',
  typeName: 'Service',
  items: (spec) => {
    const text = spec.nouns.join(' ');
    const names = /yoga|pilates|fitness/.test(text)
      ? ['Beginner Flow', 'Vinyasa Class', 'Private Session', 'Restorative Yoga']
      : /salon|hair|beauty/.test(text)
        ? ['Haircut & Style', 'Colour Refresh', 'Beard Trim', 'Blow Dry']
        : /restaurant|table|dinner/.test(text)
          ? ['Lunch Table', 'Dinner Table', 'Chef Tasting Menu', 'Private Dining Room']
          : ['Consultation', 'Standard Session', 'Extended Session', 'Follow-up Call'];
    return names.map((name, i) => ({
      id: i + 1,
      name,
      minutes: [30, 60, 90, 45][i % 4],
      price: [25, 45, 80, 35][i % 4],
    }));
  },
  newItem: (name, id) => ({ id, name, minutes: 60, price: 40 }),
  hero: (spec) => ({
    headline: `Book your visit at ${spec.name}`,
    subheading: 'Pick a service and a time that suits you. Confirmation is instant.',
    cta: 'Book now',
  }),
  features: [
    ['Instant confirmation', 'Your slot is held the moment you book.'],
    ['Flexible changes', 'Reschedule up to 24 hours before.'],
    ['Friendly staff', 'Experienced people who love what they do.'],
  ],
  tagline: 'Book in seconds.',
  source: `import { useState } from 'react';
import { services } from '../data';

const slots = ['09:00', '10:30', '12:00', '14:00', '15:30', '17:00'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export function Book() {
  const [serviceId, setServiceId] = useState(services[0]?.id ?? 0);
  const [day, setDay] = useState(days[0]);
  const [slot, setSlot] = useState('');
  const [booked, setBooked] = useState<string[]>([]);
  const service = services.find((s) => s.id === serviceId);
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="book-title">
        <h1 id="book-title" className="text-3xl font-bold">
          Book a service
        </h1>
        <ul className="mt-4 space-y-2">
          {services.map((s) => (
            <li key={s.id}>
              <button type="button" aria-pressed={s.id === serviceId} onClick={() => setServiceId(s.id)} className={'flex w-full justify-between rounded-lg border p-3 text-left ' + (s.id === serviceId ? 'border-brand-600 bg-brand-50' : 'border-line bg-panel')}>
                <span className="font-medium">{s.name}</span>
                <span className="text-sm text-muted">
                  {s.minutes} min · \${s.price}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label="Time" className="rounded-xl border border-line bg-panel p-4">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Day">
          {days.map((d) => (
            <button key={d} type="button" aria-pressed={d === day} onClick={() => setDay(d)} className={'rounded-md px-3 py-1 text-sm ' + (d === day ? 'bg-brand-600 text-white' : 'bg-brand-50')}>
              {d}
            </button>
          ))}
        </div>
        <div className="mt-4 grid grid-cols-3 gap-2" role="group" aria-label="Time slot">
          {slots.map((t) => {
            const taken = booked.includes(day + ' ' + t);
            return (
              <button key={t} type="button" disabled={taken} aria-pressed={t === slot} onClick={() => setSlot(t)} className={'rounded-md border px-2 py-2 text-sm disabled:opacity-40 ' + (t === slot ? 'border-brand-600 bg-brand-50' : 'border-line')}>
                {t}
              </button>
            );
          })}
        </div>
        <button
          type="button"
          disabled={!slot}
          onClick={() => {
            setBooked((b) => [...b, day + ' ' + slot]);
            setSlot('');
          }}
          className="mt-4 w-full rounded-lg bg-brand-600 py-2 font-semibold text-white disabled:opacity-50"
        >
          Confirm {service?.name} {slot ? 'on ' + day + ' at ' + slot : ''}
        </button>
        {booked.length > 0 && (
          <p role="status" className="mt-3 text-sm text-brand-600">
            Booked: {booked.join(', ')}
          </p>
        )}
      </section>
    </div>
  );
}
`,
};

export const landing: KindDef = {
  page: { id: 'pricing', label: 'Pricing', component: 'Plans' },
  list: 'plans',
  type: 'export interface Plan {\n  id: number;\n  name: string;\n  monthly: number;\n  perks: string[];\n}\n',
  typeName: 'Plan',
  items: () => [
    { id: 1, name: 'Free', monthly: 0, perks: ['1 project', 'Community support'] },
    { id: 2, name: 'Pro', monthly: 19, perks: ['Unlimited projects', 'Priority support', 'Analytics'] },
    { id: 3, name: 'Business', monthly: 49, perks: ['Everything in Pro', 'SSO', 'Dedicated manager'] },
  ],
  newItem: (name, id) => ({ id, name, monthly: 99, perks: ['Everything in Business', 'Custom terms'] }),
  hero: (spec) => ({
    headline: `${spec.name}: launch faster`,
    subheading: 'Everything you need to go from idea to happy customers, in one place.',
    cta: 'See pricing',
  }),
  features: [
    ['Set up in minutes', 'No code and no credit card needed to start.'],
    ['Built to scale', 'From your first user to your millionth.'],
    ['Loved by teams', 'Collaboration features everyone actually uses.'],
  ],
  tagline: 'Built for makers.',
  source: `import { useState } from 'react';
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
              \${yearly ? p.monthly * 10 : p.monthly}
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
`,
};

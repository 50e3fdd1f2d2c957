import type { AppSpec } from '../understand/spec';
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

/** The products a shop starts with, by what it sells; prices in dollars, as the owner types them. */
function products(spec: AppSpec) {
  const text = spec.nouns.join(' ');
  const names = CATALOGUES.find(([re]) => re.test(text))?.[1] ?? DEFAULT_PRODUCTS;
  return names.map((name, i) => ({ name, price: 12 + ((i * 7) % 30) + 0.99, category: CATEGORIES[i % 3] as string }));
}

export const store: KindDef = {
  front: 'highlights',
  page: { id: 'shop', label: 'Shop', component: 'Shop' },
  pages: [{ id: 'orders', label: 'Orders', component: 'Orders' }],
  cloud: {
    records: 'Products',
    addedIn: 'in the Database tab, in the products collection (visitors cannot change products)',
    saved: () =>
      'The products are records in the app’s own backend, added from `cloud.json` to the preview and to the live app the first time each opens: change their names and prices in the Database tab. Each visitor’s cart is saved there too, and Checkout takes them to pay; the server prices every order from the products’ records, never from the page. Until you connect Stripe under Integrations, checkout is a test checkout on the app’s own address that takes no money; with Stripe connected, payments go to your account. Each order shows on the Orders page with its status (paid, failed, refunded).',
    source: () =>
      '// The products are not here: they are records of the app’s own backend, added from cloud.json’s "seed" (edit them in the Database tab).\n',
    rules: { collections: { products: { read: 'public', create: 'none', update: 'none', delete: 'none' } } },
    seed: (spec) => ({ products: products(spec) }),
  },
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
};

export const booking: KindDef = {
  front: 'page',
  page: { id: 'book', label: 'Book', component: 'Book' },
  content: {
    name: 'services',
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
  },
  cloud: {
    records: 'Bookings',
    saved: () =>
      'Services are yours to edit in `src/data.ts`; the bookings people make are saved in the app’s own backend, so they stay after a reload, and each visitor sees only their own.',
  },
  hero: (spec) => ({
    headline: `Book your visit at ${spec.name}`,
    subheading: 'Pick a service and a time that suits you. Confirmation is instant.',
    cta: 'Book now',
  }),
  tagline: 'Book in seconds.',
};

export const landing: KindDef = {
  front: 'highlights',
  page: { id: 'pricing', label: 'Pricing', component: 'Plans' },
  content: {
    name: 'plans',
    items: () => [
      { id: 1, name: 'Free', monthly: 0, perks: ['1 project', 'Community support'] },
      { id: 2, name: 'Pro', monthly: 19, perks: ['Unlimited projects', 'Priority support', 'Analytics'] },
      { id: 3, name: 'Business', monthly: 49, perks: ['Everything in Pro', 'SSO', 'Dedicated manager'] },
    ],
    newItem: (name, id) => ({ id, name, monthly: 99, perks: ['Everything in Business', 'Custom terms'] }),
  },
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
};

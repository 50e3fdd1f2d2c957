import { z } from 'zod';

/** The collections payments work with: the app's own products, and the orders the server keeps. */
export const productsCollection = 'products';
export const ordersCollection = 'orders';

export const checkoutLimits = { lines: 50, quantity: 99, pathChars: 500 } as const;

const unsafeInPath = (char: string) => char === '\\' || (char.codePointAt(0) ?? 0) <= 0x20 || char === '\u007f';

/**
 * A path on the app's own host. `//host` and `/\host` are other hosts to a browser, and URL
 * parsers drop tabs and newlines (`/\t/host` becomes `//host`), so none of them is a path here.
 */
const appPath = z
  .string()
  .max(checkoutLimits.pathChars)
  .refine(
    (path) => path.startsWith('/') && !path.startsWith('//') && ![...path].some(unsafeInPath),
    'Use a path of this app, starting with a single / (like /thanks), without spaces or backslashes.',
  );

/**
 * What an app sends to start a checkout: which products and how many, and where to come back.
 * Strict: a price, amount or currency sent by the browser is refused, never used.
 */
export const checkoutSchema = z
  .object({
    items: z
      .array(
        z
          .object({
            product: z.string().min(1, 'Name a product by its record id.').max(100),
            quantity: z.int().min(1).max(checkoutLimits.quantity),
          })
          .strict(),
      )
      .min(1, 'Add at least one product to the checkout.')
      .max(checkoutLimits.lines),
    successPath: appPath.default('/'),
    cancelPath: appPath.default('/'),
  })
  .strict();
export type CheckoutInput = z.infer<typeof checkoutSchema>;

export const orderStatuses = ['pending', 'paid', 'failed', 'refunded', 'canceled', 'expired'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** One line of an order, priced by the server from the product's record. */
export interface OrderLine {
  product: string;
  name: string;
  quantity: number;
  /** In the currency's smallest unit (cents). */
  unitAmount: number;
}

/** An order as the app reads it from the `orders` collection (and from `cloud.payments.order`). */
export interface Order {
  id: string;
  status: OrderStatus;
  items: OrderLine[];
  currency: string;
  /** In the currency's smallest unit (cents). */
  amountTotal: number;
  provider: 'stripe' | 'sandbox';
  sessionId: string | null;
  successPath: string;
  cancelPath: string;
  paidAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** Currencies Stripe counts in whole units: 500 JPY is `500`, not `50000`. */
const zeroDecimal = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));
export const minorUnitsPer = (currency: string) => (zeroDecimal.has(currency.toLowerCase()) ? 1 : 100);

/** Stripe's largest amount for one Checkout (in the smallest unit, 999,999.99 in dollars). */
export const maxAmount = 99_999_999;

/** An amount in the smallest unit, as people read it: `$12.99`. */
export function formatAmount(amount: number, currency: string) {
  const code = currency.toUpperCase();
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(amount / minorUnitsPer(code));
  } catch {
    return `${(amount / minorUnitsPer(code)).toFixed(minorUnitsPer(code) === 1 ? 0 : 2)} ${code}`;
  }
}

/** Stable codes an app can show a friendly notice for. */
export const paymentErrorCodes = {
  productNotFound: 'product_not_found',
  productUnpriced: 'product_unpriced',
  productUntrusted: 'product_not_trusted',
  mixedCurrencies: 'mixed_currencies',
  amountTooLarge: 'amount_too_large',
  failed: 'payments_failed',
  orderNotFound: 'order_not_found',
  ordersReadOnly: 'orders_read_only',
} as const;

export const paymentTexts = {
  productNotFound: (id: string) =>
    `The product “${id.slice(0, 100)}” is not in this shop any more. Please refresh the page and try again.`,
  productUnpriced: (name: string) =>
    `“${name.slice(0, 100)}” has no price yet, so it cannot be bought. The shop’s owner can set one.`,
  productUntrusted: (name: string) =>
    `“${name.slice(0, 100)}” was added or changed through the app, not by the shop’s owner, so its price is not used. The owner can add it in the Database tab and close “products” to visitors in cloud.json (create and update “none”).`,
  productUnnamed: 'One of these products has no name yet, so it cannot be bought. The shop’s owner can name it.',
  mixedCurrencies: 'These products are priced in different currencies. Please buy them in separate orders.',
  amountTooLarge: 'This order is larger than one checkout can take. Please split it into smaller orders.',
  failed:
    'The payment provider refused to start this checkout, so nothing was charged. The shop’s owner needs to check their Stripe connection; please try again later.',
  orderNotFound: 'No such order.',
  ordersReadOnly:
    'Orders are written by the app’s checkout only: they cannot be added, changed or deleted through the app.',
  identityRequired: 'A checkout needs the app’s device token. Use the @shipwright/cloud SDK, which sends it for you.',
  invalidSignature: 'The webhook signature is missing, wrong or too old.',
  notConfigured: 'This app takes no Stripe payments here.',
} as const;

/** What the sandbox checkout pages say: plainly a test, never mistaken for a real payment. */
export const sandboxTexts = {
  title: 'Test checkout',
  notice: 'Test checkout — no real payment is taken.',
  pay: (total: string) => `Pay ${total}`,
  cancel: 'Cancel',
  ownerNote: 'The app’s owner can connect Stripe under Integrations to take real payments.',
  total: 'Total',
  unknownTitle: 'This checkout does not exist',
  unknown: 'The link may be mistyped, or the checkout belongs to another app. Go back to the shop to start again.',
  finishedTitle: 'This checkout is finished',
  finished: (status: string) => `This order is ${status} already. Go back to the shop to see it or to start again.`,
  expiredTitle: 'This checkout has expired',
  expired: 'Checkouts stay open for a day. Go back to the shop to start a new one.',
  back: 'Back to the shop',
} as const;

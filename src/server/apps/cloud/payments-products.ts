import { and, eq, inArray } from 'drizzle-orm';
import {
  type CheckoutInput,
  maxAmount,
  minorUnitsPer,
  type OrderLine,
  paymentErrorCodes,
  paymentTexts,
  productsCollection,
} from '../../../shared/app-services/payments';
import type { Database } from '../../db/client';
import { cloudRecords, type RecordWriter } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import type { PaymentScope } from './payments-stripe';

export interface PricedOrder {
  lines: OrderLine[];
  currency: string;
  amountTotal: number;
}

const refuse = (code: string, message: string) => new ApiError(400, code, message);

/** A product's price in the currency's smallest unit, or null when it has none that can be charged. */
function unitAmountOf(price: unknown, currency: string) {
  if (typeof price !== 'number' || !Number.isFinite(price) || price <= 0) return null;
  const amount = Math.round(price * minorUnitsPer(currency));
  return amount >= 1 && amount <= maxAmount ? amount : null;
}

const currencyOf = (value: unknown) =>
  typeof value === 'string' && /^[a-z]{3}$/i.test(value) ? value.toLowerCase() : value === undefined ? 'usd' : null;

/**
 * Whether a product's price may be charged: the owner or the app wrote it, never a visitor (who
 * could otherwise set their own price). Records older than this knowledge count only while the
 * rules keep visitors from writing products, as the rules then kept them.
 */
const trusted = (writtenBy: RecordWriter, productsLocked: boolean) =>
  writtenBy === 'owner' || writtenBy === 'app' || (writtenBy === 'unknown' && productsLocked);

/**
 * Prices a checkout from the app's own `products` records in this environment, whatever the
 * browser believes: `{ name, price (e.g. 12.99), currency? }`, from records the owner or the app
 * wrote (see `trusted`); `productsLocked` says the rules let no visitor create or change them.
 */
export async function priceItems(
  db: Database,
  scope: PaymentScope & { productsLocked: boolean },
  items: CheckoutInput['items'],
): Promise<PricedOrder> {
  const missing = items.find((item) => !isUuid(item.product));
  if (missing) throw refuse(paymentErrorCodes.productNotFound, paymentTexts.productNotFound(missing.product));
  const rows = await db
    .select({ id: cloudRecords.id, data: cloudRecords.data, writtenBy: cloudRecords.writtenBy })
    .from(cloudRecords)
    .where(
      and(
        eq(cloudRecords.projectId, scope.projectId),
        eq(cloudRecords.environment, scope.environment),
        eq(cloudRecords.collection, productsCollection),
        inArray(cloudRecords.id, [...new Set(items.map((item) => item.product))]),
      ),
    );
  const products = new Map(rows.map((row) => [row.id, row]));
  const currencies = new Set<string>();
  const lines = items.map(({ product, quantity }): OrderLine => {
    const row = products.get(product);
    if (!row) throw refuse(paymentErrorCodes.productNotFound, paymentTexts.productNotFound(product));
    const { data } = row;
    const name = typeof data.name === 'string' ? data.name.trim() : '';
    if (!trusted(row.writtenBy, scope.productsLocked)) {
      throw new ApiError(409, paymentErrorCodes.productUntrusted, paymentTexts.productUntrusted(name || product));
    }
    if (!name) throw refuse(paymentErrorCodes.productUnpriced, paymentTexts.productUnnamed);
    const currency = currencyOf(data.currency);
    const unitAmount = currency ? unitAmountOf(data.price, currency) : null;
    if (!currency || unitAmount === null)
      throw refuse(paymentErrorCodes.productUnpriced, paymentTexts.productUnpriced(name));
    currencies.add(currency);
    // Stripe shows at most 250 characters of a name; the order keeps what was shown.
    return { product, name: name.slice(0, 250), quantity, unitAmount };
  });
  if (currencies.size > 1) throw refuse(paymentErrorCodes.mixedCurrencies, paymentTexts.mixedCurrencies);
  const amountTotal = lines.reduce((sum, line) => sum + line.unitAmount * line.quantity, 0);
  if (amountTotal > maxAmount) throw refuse(paymentErrorCodes.amountTooLarge, paymentTexts.amountTooLarge);
  return { lines, currency: [...currencies][0] as string, amountTotal };
}

import { productsCollection } from '../../../shared/app-services/payments';
import { type CloudRules, defaultRules, openProductWrites, rulesFile } from '../../../shared/cloud/rules';
import type { ReviewFinding } from '../../../shared/security-review';
import { lineOf } from './check-cloud-rules';
import { finding, matchingLines } from './source-lines';

/** A checkout from the SDK (`cloud.payments.checkout(`, `payments.checkout(`) or by hand (its route). */
const checkoutCall = /\bpayments\s*\.\s*checkout\s*\(|\/payments\/checkout\b/;

/**
 * An app that takes payments while visitors or app users may write its products: checkout refuses
 * the prices they wrote, but an app built on them sells nothing, or sells at their price the day
 * someone trusts them by hand.
 */
export function checkProductPrices(files: ReadonlyMap<string, string>, rules: CloudRules | null): ReviewFinding[] {
  const [checkout] = matchingLines(files, checkoutCall);
  const open = openProductWrites(rules ?? defaultRules);
  if (!checkout || !open.length) return [];
  const source = files.get(rulesFile);
  const line = source === undefined ? null : lineOf(source, productsCollection);
  const where = line ? { file: rulesFile, line } : { file: checkout.file, line: checkout.line };
  return [
    finding(
      'cloud-rules',
      'critical',
      `The app takes payments (${checkout.file}, line ${checkout.line}), and visitors can ${open.map((op) => (op === 'create' ? 'add' : 'change')).join(' and ')} the "${productsCollection}" it is priced from: they could set their own prices.`,
      `In ${rulesFile}, set "create" and "update" for "${productsCollection}" to "none" ("${productsCollection}": { "read": "public", "create": "none", "update": "none", "delete": "none" }), and add products with "seed" or in the Database tab.`,
      { ...where, key: `${productsCollection}:prices` },
    ),
  ];
}

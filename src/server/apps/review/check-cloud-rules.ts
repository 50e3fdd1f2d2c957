import { type CloudRules, publicWrites, rulesFile } from '../../../shared/cloud/rules';
import type { ReviewFinding } from '../../../shared/security-review';
import { finding } from './source-lines';

/** Field names that hold a person's details: readable by anyone, they are a leak. */
const personalField =
  /\b(e-?mail|phone|mobile|tel|address|street|postcode|zip_?code|birth_?(date|day)|dob|date_?of_?birth|ssn|passport|national_?id|iban|card_?number|salary|password)\b/i;

/** The line of the rules file that names a collection. */
export const lineOf = (source: string, collection: string) => {
  const index = source.split('\n').findIndex((l) => l.includes(`"${collection}"`));
  return index >= 0 ? index + 1 : null;
};

/** The personal fields the app's code uses near a collection's name (its schema, its forms). */
function personalFieldsOf(files: ReadonlyMap<string, string>, collection: string) {
  const fields = new Set<string>();
  for (const [path, content] of files) {
    if (!/\.(tsx?|jsx?)$/.test(path) || (!content.includes(`'${collection}'`) && !content.includes(`"${collection}"`)))
      continue;
    for (const match of content.matchAll(new RegExp(personalField.source, 'gi'))) fields.add(match[0].toLowerCase());
  }
  return [...fields].sort();
}

/** App Cloud's rules as the deploy will publish them (cloud.json). */
export function checkCloudRules(files: ReadonlyMap<string, string>, rules: CloudRules | null): ReviewFinding[] {
  if (!rules) return [];
  const source = files.get(rulesFile) ?? '';
  const found: ReviewFinding[] = [];
  for (const { collection, operations } of publicWrites(rules)) {
    const where = { file: rulesFile, line: lineOf(source, collection), key: collection };
    const destructive = operations.filter((op) => op !== 'create');
    if (destructive.length)
      found.push(
        finding(
          'cloud-rules',
          'critical',
          `Anyone, signed in or not, can ${destructive.join(' and ')} every record in "${collection}".`,
          `In ${rulesFile}, set "${destructive[0]}" for "${collection}" to "owner" (each person their own records) or "none".`,
          where,
        ),
      );
    else
      found.push(
        finding(
          'cloud-rules',
          'medium',
          `Anyone, signed in or not, can add records to "${collection}".`,
          `If only signed-in people should add them, set "create" for "${collection}" to "signed-in" in ${rulesFile}.`,
          where,
        ),
      );
  }
  for (const [collection, ops] of Object.entries(rules.collections)) {
    if (ops.read !== 'public') continue;
    const fields = personalFieldsOf(files, collection);
    if (!fields.length) continue;
    found.push(
      finding(
        'cloud-rules',
        'high',
        `"${collection}" holds personal details (${fields.join(', ')}) and anyone can read them.`,
        `In ${rulesFile}, set "read" for "${collection}" to "owner" or "signed-in", or keep those fields in a collection only its owner reads.`,
        { file: rulesFile, line: lineOf(source, collection), key: `${collection}:read` },
      ),
    );
  }
  return found;
}

import * as lucide from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { DOMAINS, FEATURES, findDomain } from './index';

// Field types the records template renders (templates/kinds/generic/src/schema.ts).
const FIELD_TYPES = new Set([
  'text',
  'longtext',
  'number',
  'currency',
  'date',
  'select',
  'boolean',
  'rating',
  'email',
  'phone',
  'url',
  'tags',
  'image',
]);
// The matcher allows a plural on every word, so "stock" and "stocks" are the same claim.
const stem = (word: string) => word.replace(/(?:es|s)$/, '');

describe('the lexicon', () => {
  it('knows at least 150 domains with unique ids', () => {
    expect(DOMAINS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(DOMAINS.map((d) => d.id)).size).toBe(DOMAINS.length);
    expect(findDomain('habits')?.name).toBe('Habit Tracker');
  });

  it('gives no word to two domains, even as a plural', () => {
    const owner = new Map<string, string>();
    const clashes: string[] = [];
    for (const domain of DOMAINS)
      for (const word of domain.words) {
        for (const key of new Set([word, stem(word)])) {
          const other = owner.get(key);
          if (other && other !== domain.id) clashes.push(`${word}: ${other} and ${domain.id}`);
          owner.set(key, domain.id);
        }
      }
    expect(clashes).toEqual([]);
  });

  it('writes words in lowercase, trimmed', () => {
    for (const domain of DOMAINS)
      for (const word of domain.words) expect(word, domain.id).toMatch(/^[a-z0-9][a-z0-9 '-]*[a-z0-9]$/);
  });

  it('gives every domain 3 to 7 well-formed fields and one required text title', () => {
    for (const domain of DOMAINS) {
      expect(domain.fields.length, domain.id).toBeGreaterThanOrEqual(3);
      expect(domain.fields.length, domain.id).toBeLessThanOrEqual(7);
      const required = domain.fields.filter((f) => f.required);
      expect(
        required.map((f) => f.type),
        domain.id,
      ).toEqual(['text']);
      expect(new Set(domain.fields.map((f) => f.key)).size, domain.id).toBe(domain.fields.length);
      for (const field of domain.fields) {
        expect(FIELD_TYPES.has(field.type), `${domain.id}.${field.key}`).toBe(true);
        expect(field.key, domain.id).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(field.label.length, domain.id).toBeGreaterThan(0);
        if (field.type === 'select') {
          expect(field.options?.length ?? 0, `${domain.id}.${field.key}`).toBeGreaterThanOrEqual(2);
          expect(new Set(field.options).size, `${domain.id}.${field.key}`).toBe(field.options?.length);
        } else expect(field.options, `${domain.id}.${field.key}`).toBeUndefined();
      }
    }
  });

  it('names, labels and implies sensibly', () => {
    for (const domain of DOMAINS) {
      expect(domain.name.trim(), domain.id).toBe(domain.name);
      expect(domain.singular, domain.id).toMatch(/^[A-Z0-9]/);
      expect(domain.plural, domain.id).toMatch(/^[A-Z0-9]/);
      expect(domain.words.length, domain.id).toBeGreaterThanOrEqual(2);
      for (const feature of domain.implies) expect(FEATURES, domain.id).toContain(feature);
    }
  });

  it('uses icons that lucide-react exports', () => {
    const icons = lucide as unknown as Record<string, unknown>;
    const missing = DOMAINS.filter((d) => icons[d.icon] === undefined).map((d) => `${d.id}: ${d.icon}`);
    expect(missing).toEqual([]);
  });
});

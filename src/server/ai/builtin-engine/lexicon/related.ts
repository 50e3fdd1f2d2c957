import type { Understanding } from './types';
import { understand } from './understand';

/**
 * Other things a description keeps beside its main one, named with it: "Rental properties and
 * tenants" keeps tenants too. Only short noun phrases the lexicon knows, before the description
 * turns to how the app works ("…, with rent payments per month" says what a property holds).
 */
export function relatedNouns(prompt: string, main: Understanding): string[] {
  const head = prompt
    .toLowerCase()
    .split(/[,;:.!?(]|\s(?:with|that|which|where|including|so|plus|for|to|in|on|by)\s/)[0];
  const [first, ...others] = head.split(/\s+(?:and|&)\s+/);
  if (!first || others.length === 0 || understand(first).domain.id !== main.domain.id) return [];
  return others
    .map((phrase) => phrase.replace(/^(?:their|the|our|my|all|his|her)\s+/, '').trim())
    .filter((phrase) => {
      if (
        !/s$/.test(phrase) ||
        phrase.split(/\s+/).length > 3 ||
        /^(?:who|what|when|where|how|which|why)\b/.test(phrase)
      )
        return false;
      const other = understand(phrase);
      return other.known && other.domain.id !== main.domain.id;
    })
    .slice(0, 2);
}

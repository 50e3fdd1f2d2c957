// One call per domain keeps the area tables compact: words as one comma list, labels derived.
import type { Derived, Domain, EngineKind, Feature, Field } from './types';

export interface DomainExtras {
  implies?: readonly Feature[];
  /** Labels for one and many records; by default the first two words, capitalised. */
  singular?: string;
  plural?: string;
  kind?: EngineKind;
  ofVenue?: boolean;
  act?: boolean;
  unique?: readonly string[];
  derived?: readonly Derived[];
  shared?: boolean;
}

const capitalise = (phrase: string) =>
  phrase.replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => sep + c.toUpperCase());

export function define(
  id: string,
  name: string,
  icon: string,
  words: string,
  fields: readonly Field[],
  extras: DomainExtras = {},
): Domain {
  const list = words.split(',').map((w) => w.trim().toLowerCase());
  return {
    id,
    words: list,
    name,
    singular: extras.singular ?? capitalise(list[0]),
    plural: extras.plural ?? capitalise(list[1] ?? `${list[0]}s`),
    icon,
    fields,
    implies: extras.implies ?? [],
    ...(extras.kind ? { kind: extras.kind } : {}),
    ...(extras.ofVenue ? { ofVenue: true } : {}),
    ...(extras.act ? { act: true } : {}),
    ...(extras.unique ? { unique: extras.unique } : {}),
    ...(extras.shared ? { shared: true } : {}),
    ...(extras.derived ? { derived: extras.derived } : {}),
  };
}

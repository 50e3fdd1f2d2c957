// Every domain the lexicon knows, area by area. Order matters only for ties, which the tests forbid.
import { BUSINESS } from './domains-business';
import { COLLECTIONS } from './domains-collections';
import { COMMUNITY } from './domains-community';
import { EVENTS } from './domains-events';
import { FITNESS } from './domains-fitness';
import { FOOD } from './domains-food';
import { HEALTH } from './domains-health';
import { HOBBIES } from './domains-hobbies';
import { HOME } from './domains-home';
import { LEARNING } from './domains-learning';
import { MEDIA } from './domains-media';
import { MONEY } from './domains-money';
import { PEOPLE } from './domains-people';
import { PERSONAL } from './domains-personal';
import { SHARED } from './domains-shared';
import { TRAVEL } from './domains-travel';
import { WORK } from './domains-work';
import type { Domain } from './types';

export const DOMAINS: readonly Domain[] = [
  ...PERSONAL,
  ...HOME,
  ...MONEY,
  ...HEALTH,
  ...FITNESS,
  ...WORK,
  ...BUSINESS,
  ...LEARNING,
  ...MEDIA,
  ...FOOD,
  ...COLLECTIONS,
  ...HOBBIES,
  ...EVENTS,
  ...TRAVEL,
  ...PEOPLE,
  ...SHARED,
  ...COMMUNITY,
];

const byId = new Map(DOMAINS.map((d) => [d.id, d]));

export function findDomain(id: string): Domain | undefined {
  return byId.get(id);
}

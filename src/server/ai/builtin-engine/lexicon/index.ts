// The lexicon: everyday domains a person keeps lists of, and understand(), which reads a plain
// description into the domain, name, fields and features of a records app. Pure; no engine imports.
export { DOMAINS, findDomain } from './domains';
export { explicitName, venueName } from './names';
export { relatedNouns } from './related';
export { type Sample, sampleRecords } from './samples';
export type { Domain, EngineKind, Feature, Field, FieldType, Understanding } from './types';
export { FEATURES } from './types';
export { understand } from './understand';

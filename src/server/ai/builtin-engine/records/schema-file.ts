import { q } from '../app/shell';
import type { Field, FieldType } from '../lexicon/types';

// Reading and writing a records app's src/schema.ts as the engine writes it: one field per line
// and one feature per line, so a follow-up can change a field or a feature and leave the rest of
// the file (comments, the user's own additions) as it was.

export interface SchemaFile {
  fields: Field[];
  features: Record<string, boolean>;
  singular: string;
  plural: string;
  /** The key of the field that names a record. */
  title: string;
}

const STRING = String.raw`'((?:[^'\\]|\\.)*)'`;
const unquote = (text: string) => text.replace(/\\(.)/g, '$1');
const FIELDS_BLOCK = /(\n {2}fields: \[\n)([\s\S]*?)(\n {2}\],)/;
const FEATURES_BLOCK = /(export const features: Features = \{\n)([\s\S]*?)(\n\};)/;
const FIELD_LINE = new RegExp(
  String.raw`^ {4}\{ key: ${STRING}, label: ${STRING}, type: '(\w+)'(?:, options: \[(.*)\])?(, required: true)? \},$`,
);

function readField(line: string): Field | null {
  const m = FIELD_LINE.exec(line);
  if (!m) return null;
  const field: Field = { key: unquote(m[1]), label: unquote(m[2]), type: m[3] as FieldType };
  if (m[4] !== undefined) field.options = [...m[4].matchAll(new RegExp(STRING, 'g'))].map((o) => unquote(o[1]));
  if (m[5]) field.required = true;
  return field;
}

/** The schema and features of a records app, or null when the file is not one the engine can edit. */
export function readSchemaFile(source: string | undefined): SchemaFile | null {
  if (!source) return null;
  const lines = FIELDS_BLOCK.exec(source)?.[2].split('\n') ?? [];
  const fields = lines.map(readField);
  const features = FEATURES_BLOCK.exec(source)?.[2].split('\n') ?? [];
  const flags = features.map((line) => /^ {2}(\w+): (true|false),$/.exec(line));
  const named = (key: string) => new RegExp(`\\n {2}${key}: ${STRING},`).exec(source)?.[1];
  const singular = named('singular');
  const plural = named('plural');
  const title = named('title');
  if (fields.length === 0 || fields.some((f) => !f) || flags.some((f) => !f) || !singular || !plural || !title)
    return null;
  return {
    fields: fields as Field[],
    features: Object.fromEntries(flags.map((m) => [m?.[1], m?.[2] === 'true'])),
    singular: unquote(singular),
    plural: unquote(plural),
    title: unquote(title),
  };
}

const literal = (value: unknown): string =>
  Array.isArray(value) ? `[${value.map(literal).join(', ')}]` : typeof value === 'string' ? q(value) : String(value);

/** One line of the schema's field list. */
export function fieldLine(f: Field): string {
  const parts = [`key: ${q(f.key)}`, `label: ${q(f.label)}`, `type: ${q(f.type)}`];
  if (f.options) parts.push(`options: ${literal(f.options)}`);
  if (f.required) parts.push('required: true');
  return `    { ${parts.join(', ')} },`;
}

/** The file with its field list replaced. */
export function withFields(source: string, fields: readonly Field[]): string {
  const keys = new Set(fields.map((f) => f.key));
  // A worked-out figure (one line of `derived`) goes with a field it is worked out from.
  const figures = (line: string) =>
    !/^ {4}\{ key: .*\btimes: \[/.test(line) ||
    [...line.matchAll(/times: \[([^\]]*)\]/g)].every((m) =>
      [...(m[1] ?? '').matchAll(/'(\w+)'/g)].every((k) => keys.has(k[1] ?? '')),
    );
  return source
    .replace(FIELDS_BLOCK, (_m, head: string, _body: string, tail: string) =>
      [head, fields.map(fieldLine).join('\n'), tail].join(''),
    )
    .split('\n')
    .filter(figures)
    .join('\n')
    .replace(/\n {2}derived: \[\n {2}\],/, '');
}

/** The features object's lines. */
export const featureLines = (features: Record<string, boolean>) =>
  Object.entries(features)
    .map(([key, value]) => `  ${key}: ${value},`)
    .join('\n');

/** The file with its features replaced. */
export function withFeatures(source: string, features: Record<string, boolean>): string {
  return source.replace(FEATURES_BLOCK, (_m, head: string, _body: string, tail: string) =>
    [head, featureLines(features), tail].join(''),
  );
}

export type FileEdit =
  | { kind: 'write'; path: string; content: string }
  | { kind: 'edit'; path: string; replacements: Array<{ search: string; replace: string }> }
  | { kind: 'rename'; from: string; to: string }
  | { kind: 'delete'; path: string }
  // One entry of package.json's `dependencies`: set to `version` (a version, range or tag), or
  // removed when `version` is null.
  | { kind: 'dependency'; name: string; version: string | null };

// Every block yields one `block-start` followed by exactly one `edit` or `invalid`, so a UI can
// pair them (an opening tag cut off by the end of the stream never started a block: it gives only
// `invalid`). `block-start.path` is the raw attribute value (for a rename, `from`; for a
// dependency, the file it changes: package.json).
export type ParseEvent =
  | { type: 'text'; text: string }
  | { type: 'block-start'; kind: FileEdit['kind']; path: string }
  | { type: 'edit'; edit: FileEdit }
  | { type: 'invalid'; reason: string; raw: string };

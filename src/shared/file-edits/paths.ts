const MAX_PATH_LENGTH = 200;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what we reject
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** A project-relative POSIX path, or null when the model's path could escape or confuse the project tree. */
export function normalizeProjectPath(path: string): string | null {
  const stripped = path.startsWith('./') ? path.slice(2) : path;
  if (stripped === '' || stripped.length > MAX_PATH_LENGTH) return null;
  if (stripped.startsWith('/') || stripped.includes('\\') || CONTROL_CHARS.test(stripped)) return null;
  // '.' is rejected too: it would make two spellings of one file.
  if (stripped.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return null;
  return stripped;
}

/** The file_type column: the extension, lower case (what the code view's badge shows). */
export const fileTypeOf = (path: string) => /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';

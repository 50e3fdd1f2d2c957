/**
 * A project's name as a folder and npm package name: ASCII letters, digits and dashes,
 * lowercase, at most 60 characters ("Zen Flow Yoga!" → "zen-flow-yoga"). Empty when the name
 * has none of those (a name in another script): callers fall back to a word of their own.
 */
export const projectSlug = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60)
    // npm refuses names that start with a dot or an underscore; a dash in front helps no one.
    .replace(/^[-.]+|-+$/g, '');

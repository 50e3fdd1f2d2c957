// Apart from the project schemas: the landing page names new projects, and importing a module of
// zod schemas would bring zod into every public page.

export const defaultProjectNamePrefix = 'New Project - ';

/** Default name: "New Project - " plus the creator's local date (the browser sends its own). */
export const defaultProjectName = (date: Date = new Date()) =>
  `${defaultProjectNamePrefix}${date.toLocaleDateString()}`;

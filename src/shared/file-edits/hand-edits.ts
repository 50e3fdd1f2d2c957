import { z } from 'zod';
import { normalizeProjectPath } from './paths';

/** Hand edits in the code view: the routes' input, their refusals and the versions they record. */

export const fileEditLimits = {
  /** Generated files are a few KB; this leaves room for data files without nearing the body limit. */
  contentMaxLength: 500_000,
} as const;

const projectPath = z
  .string()
  .trim()
  .transform((path, ctx) => {
    const normalized = normalizeProjectPath(path);
    if (normalized) return normalized;
    ctx.addIssue({ code: 'custom', message: fileEditTexts.badPath });
    return z.NEVER;
  });

const content = z.string().max(fileEditLimits.contentMaxLength, 'The file is too large to save.');

export const saveFileSchema = z.object({
  content,
  /** When the editor's copy was loaded: a file changed since then is not overwritten. */
  baseUpdatedAt: z.iso.datetime().optional(),
});
export type SaveFile = z.infer<typeof saveFileSchema>;

export const createFileSchema = z.object({ filePath: projectPath, content: content.default('') });
export type CreateFile = z.input<typeof createFileSchema>;

export const renameFileSchema = z.object({ filePath: projectPath });

export const fileEditTexts = {
  ownerOnly: 'Only the project owner can edit its files.',
  /** The same wording as package.json's, for any frozen file. */
  frozen: (path: string) => `${path} is frozen. Unfreeze it in the code view to change it.`,
  busy: "A reply is still changing this app's files. Wait for it to finish, then try again.",
  exists: (path: string) => `${path} already exists. Choose another name.`,
  changedMeanwhile: (path: string) =>
    `${path} changed since you opened it (a reply or another tab saved it). Copy your edits, then reopen the file.`,
  badPath: 'Use a path inside the project, such as src/components/Card.tsx.',
  edited: (path: string) => `Edited ${path}`,
  added: (path: string) => `Added ${path}`,
  renamed: (from: string, to: string) => `Renamed ${from} to ${to}`,
  deleted: (path: string) => `Deleted ${path}`,
} as const;

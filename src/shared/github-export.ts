import { z } from 'zod';

// Export to GitHub (the builder's dialog and the server's push): names, input and texts.

/** GitHub's own rule for repository names. */
export const repositoryNameSchema = z
  .string()
  .trim()
  .min(1, 'Please enter a repository name.')
  .max(100, 'Repository names are at most 100 characters.')
  .regex(/^[A-Za-z0-9._-]+$/, 'Use only letters, digits, ".", "-" and "_" in the repository name.')
  .refine((v) => v !== '.' && v !== '..', 'Please enter a repository name.');

export const githubExportSchema = z.object({
  repository: repositoryNameSchema,
  private: z.boolean().default(true),
});

/** A repository name from a project name: "My Shop!" becomes "my-shop". */
export const suggestedRepositoryName = (projectName: string) =>
  projectName
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100) || 'shipwright-app';

export const exportTexts = {
  title: 'Export to GitHub',
  description: "Push the project's current files to a repository on your GitHub account as one commit.",
  notConnected: 'Connect GitHub on the Integrations page first.',
  noFiles: 'This project has no files to export yet.',
  exported: 'Exported to GitHub',
  failed: 'Export to GitHub failed',
} as const;

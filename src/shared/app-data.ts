import { z } from 'zod';

/**
 * The builder's Database tab: what its requests look like, checked the same way in the browser
 * and on the server. (Checks that need App Cloud's field rules live beside the routes, so that
 * src/shared does not import its cloud folder, which imports it back.)
 */
export const appDataEnvironments = ['preview', 'live'] as const;
export type AppDataEnvironment = (typeof appDataEnvironments)[number];

export const envQuerySchema = z.object({ env: z.enum(appDataEnvironments).default('preview') });

export const recordsPageSize = 50;

export const usersQuerySchema = envQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Uploaded files, newest first, a page at a time. */
export const filesPageSize = 50;
export const filesQuerySchema = envQuerySchema.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const exportFormats = ['json', 'csv'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const exportQuerySchema = envQuerySchema.extend({ format: z.enum(exportFormats).default('json') });

/** Clearing preview data, optionally filling it with a copy of the live app's. */
export const resetPreviewSchema = z.object({ copyLive: z.boolean().default(false) });

import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { cloudLimits, cloudTexts, uploadRequestBytes } from '../../../shared/cloud/limits';
import { ApiError } from '../../http/api-error';
import { bodyTooLarge, limitBodies } from '../../http/body-limit';
import { validate } from '../../http/validate';
import { siteScopeOf } from '../hosting/app-site';
import type { CloudEnv } from './cloud-access';
import { deleteFile, type FileDeps, listFiles, readFile, readFileByKey, uploadFile } from './files.service';

// The app's plan's file size with room for the form, counted as the upload arrives (the host let
// through any declared size up to the largest plan's); the file itself is checked again once read.
const uploadLimit = limitBodies(
  (c: Context<CloudEnv>) => ({ bytes: uploadRequestBytes(cloudLimits[c.var.caller.tier].fileBytes) }),
  (bytes) => bodyTooLarge(bytes, cloudTexts.fileTooLarge(Math.floor(bytes / (1024 * 1024)))),
);

/** A file as a response: nothing in it may run on the app's origin, and images show inline. */
export function sendFile(
  c: Context,
  { row, bytes }: { row: { contentType: string; name: string }; bytes: Uint8Array<ArrayBuffer> },
) {
  const image = row.contentType.startsWith('image/');
  c.header('Content-Type', row.contentType);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Content-Security-Policy', "default-src 'none'; sandbox");
  c.header(
    'Content-Disposition',
    `${image ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
  );
  c.header('Cache-Control', 'private, max-age=3600');
  return c.body(bytes);
}

/**
 * Files by their keyed URL, before any access check of the host: a valid key is the access,
 * and its answer is final (the file, or 404 once it is gone or on another app's host).
 * Without a valid key the app's rules decide, further on.
 */
export const keyedFileRoutes = (deps: FileDeps) =>
  new Hono<CloudEnv>().get('/files/:id', async (c, next) => {
    const id = c.req.param('id');
    const key = c.req.query('key');
    if (!key || !deps.appAccess.verify(key, 'app-file', id)) return next();
    const site = await siteScopeOf(deps.db, c.env.host);
    const found = site ? await readFileByKey(deps, site, id) : null;
    if (!found) throw new ApiError(404, 'not_found', 'No such file.');
    return sendFile(c, found);
  });

/** Uploaded files of an app: images and PDFs, served from the app's own host. */
export function fileRoutes(deps: FileDeps) {
  return new Hono<CloudEnv>()
    .post(
      '/',
      uploadLimit,
      validate('form', z.object({ file: z.instanceof(File, { message: cloudTexts.fileMissing }) })),
      async (c) => c.json(await uploadFile(deps, c.var.caller, c.req.valid('form').file), 201),
    )
    .get('/', async (c) => c.json(await listFiles(deps, c.var.caller), 200))
    .get('/:id', async (c) => sendFile(c, await readFile(deps, c.var.caller, c.req.param('id'))))
    .delete('/:id', async (c) => c.json(await deleteFile(deps, c.var.caller, c.req.param('id')), 200));
}

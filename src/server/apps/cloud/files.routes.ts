import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { cloudLimits, cloudTexts } from '../../../shared/cloud/limits';
import { errorBody } from '../../http/api-error';
import { validate } from '../../http/validate';
import type { CloudEnv } from './cloud-access';
import { deleteFile, type FileDeps, listFiles, readFile, uploadFile } from './files.service';

// The largest any plan allows, plus room for the form's own bytes; each plan's own limit is checked on the file.
const largestUpload = Math.max(...Object.values(cloudLimits).map((l) => l.fileBytes)) + 64 * 1024;

/** Uploaded files of an app: images and PDFs, served from the app's own host. */
export function fileRoutes(deps: FileDeps) {
  return new Hono<CloudEnv>()
    .post(
      '/',
      bodyLimit({
        maxSize: largestUpload,
        onError: (c) => c.json(errorBody('payload_too_large', cloudTexts.fileTooLarge(25)), 413),
      }),
      validate('form', z.object({ file: z.instanceof(File, { message: cloudTexts.fileMissing }) })),
      async (c) => c.json(await uploadFile(deps, c.var.caller, c.req.valid('form').file), 201),
    )
    .get('/', async (c) => c.json(await listFiles(deps, c.var.caller), 200))
    .get('/:id', async (c) => {
      const { row, bytes } = await readFile(deps, c.var.caller, c.req.param('id'), c.req.query('key'));
      const image = row.contentType.startsWith('image/');
      c.header('Content-Type', row.contentType);
      c.header('X-Content-Type-Options', 'nosniff');
      // Served from the app's origin: nothing in a file may run there.
      c.header('Content-Security-Policy', "default-src 'none'; sandbox");
      c.header(
        'Content-Disposition',
        `${image ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(row.name)}`,
      );
      c.header('Cache-Control', 'private, max-age=3600');
      return c.body(bytes);
    })
    .delete('/:id', async (c) => c.json(await deleteFile(deps, c.var.caller, c.req.param('id')), 200));
}

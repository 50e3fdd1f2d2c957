import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import {
  checkUpload,
  knowledgeExtension,
  knowledgeMimeType,
  type UploadRejection,
  uploadRejection,
} from '../../../shared/knowledge';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { knowledgeFiles } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../http/is-uuid';
import { type Storage, StorageUnavailableError } from '../../vendors/storage';
import { checkSignature } from './file-signature';
import { extractKnowledgeText, NotThatFormatError } from './text-extraction';

type Deps = { db: Database; storage: Storage; logger: Logger };
interface Owner {
  userId: string;
  projectId: string;
}

/** What the browser sees of a knowledge file; the storage key and extracted text stay on the server. */
const publicColumns = {
  id: knowledgeFiles.id,
  fileName: knowledgeFiles.fileName,
  fileSize: knowledgeFiles.fileSize,
  fileType: knowledgeFiles.fileType,
  uploadStatus: knowledgeFiles.uploadStatus,
  createdAt: knowledgeFiles.createdAt,
};

const fileNotFound = () => new ApiError(404, 'not_found', 'File not found.');

// A project's knowledge is shared by everyone who may edit it (the route checked that), whoever uploaded it.
const ownedBy = ({ projectId }: Owner, fileId?: string) =>
  and(eq(knowledgeFiles.projectId, projectId), fileId ? eq(knowledgeFiles.id, fileId) : undefined);

export function listKnowledgeFiles({ db }: Pick<Deps, 'db'>, owner: Owner) {
  return db.select(publicColumns).from(knowledgeFiles).where(ownedBy(owner)).orderBy(desc(knowledgeFiles.createdAt));
}

/** Browsers may send a full path ("C:\fakepath\x.pdf") or control characters; keep a plain, bounded name. */
export function cleanFileName(name: string) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 255 - ext.length) + ext;
}

export type StoredKnowledgeFile = Awaited<ReturnType<typeof listKnowledgeFiles>>[number];

/** Each file on its own: a refused one is reported and the rest still go in (spec section 5). */
export async function uploadKnowledgeFiles(deps: Deps, owner: Owner, files: File[]) {
  const uploaded: StoredKnowledgeFile[] = [];
  const rejected: UploadRejection[] = [];
  for (const file of files) {
    const result = await uploadOne(deps, owner, file);
    if ('code' in result) rejected.push(result);
    else uploaded.push(result);
  }
  return { uploaded, rejected };
}

async function uploadOne(deps: Deps, owner: Owner, file: File): Promise<StoredKnowledgeFile | UploadRejection> {
  const { db, storage, logger } = deps;
  const fileName = cleanFileName(file.name);
  const refused = checkUpload({ name: fileName, size: file.size, type: file.type });
  const ext = knowledgeExtension(fileName);
  if (refused || !ext) return refused ?? uploadRejection(fileName, 'unsupported_type');

  const bytes = new Uint8Array(await file.arrayBuffer());
  const signature = checkSignature(ext, bytes);
  if (!signature.ok) {
    logger.info('knowledge file refused', { ...owner, fileName, reason: signature.reason });
    return uploadRejection(fileName, 'mismatched_content');
  }
  let extractedText = '';
  try {
    extractedText = await extractKnowledgeText(ext, bytes);
  } catch (err) {
    if (err instanceof NotThatFormatError) return uploadRejection(fileName, 'mismatched_content');
    // A readable-looking file we cannot parse is still the user's document: keep it, without text.
    logger.warn('knowledge text extraction failed', { ...owner, fileName, error: String(err) });
  }

  const key = `${owner.userId}/${randomUUID()}.${ext}`;
  const fileType = knowledgeMimeType(ext);
  // File first, then row: a row never points at bytes that are not there.
  await storage.put(key, bytes, { contentType: fileType }).catch((err) => {
    // The user is told storage is unavailable; the operator needs the system's reason.
    if (err instanceof StorageUnavailableError) {
      logger.error('knowledge file not stored', { ...owner, fileName, reason: err.reason });
    }
    throw err;
  });
  try {
    const [row] = await db
      .insert(knowledgeFiles)
      .values({ ...owner, fileName, filePath: key, fileSize: bytes.length, fileType, extractedText })
      .returning(publicColumns);
    if (!row) throw new Error('insert returned no row');
    logger.info('knowledge file uploaded', { ...owner, fileId: row.id, size: bytes.length });
    return row;
  } catch (err) {
    await storage.remove(key).catch((removeErr) => {
      logger.error('stray stored file after failed insert', { key, error: String(removeErr) });
    });
    throw err;
  }
}

export async function deleteKnowledgeFile({ db, storage, logger }: Deps, owner: Owner, fileId: string) {
  if (!isUuid(fileId)) throw fileNotFound();
  // Row first, then file. If the file removal fails the user's list is still right and only
  // unreachable bytes remain (logged for cleanup); the other order could leave a listed file
  // whose download is gone.
  const [row] = await db
    .delete(knowledgeFiles)
    .where(ownedBy(owner, fileId))
    .returning({ filePath: knowledgeFiles.filePath });
  if (!row) throw fileNotFound();
  try {
    await storage.remove(row.filePath);
  } catch (err) {
    logger.error('stray stored file after delete', { key: row.filePath, error: String(err) });
  }
}

export async function readKnowledgeFile({ db, storage }: Pick<Deps, 'db' | 'storage'>, owner: Owner, fileId: string) {
  if (!isUuid(fileId)) throw fileNotFound();
  const [row] = await db
    .select({ fileName: knowledgeFiles.fileName, filePath: knowledgeFiles.filePath })
    .from(knowledgeFiles)
    .where(ownedBy(owner, fileId))
    .limit(1);
  if (!row) throw fileNotFound();
  const bytes = await storage.get(row.filePath);
  if (!bytes) throw new ApiError(404, 'not_found', 'The stored file is missing.');
  return { fileName: row.fileName, bytes };
}

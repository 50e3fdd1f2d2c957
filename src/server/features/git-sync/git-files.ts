import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { generationRuns, projectVersions, user } from '../../db/schema';
import type { GitAuthor } from '../../vendors/git/memory-repo';
import { projectFileRows, versionFileRows } from '../versions/versions.service';
import { fileBytes } from './binary-files';
import type { GitConnection } from './git-connection';

export type FileTree = Map<string, Uint8Array>;

/** The project's newest version, or null before its first. */
export async function latestVersion(db: Database | Transaction, projectId: string) {
  const [latest] = await db
    .select({ id: projectVersions.id, number: projectVersions.number })
    .from(projectVersions)
    .where(eq(projectVersions.projectId, projectId))
    .orderBy(desc(projectVersions.number))
    .limit(1);
  return latest ?? null;
}

const toTree = (rows: Array<{ filePath: string; content: string }>): FileTree =>
  new Map(rows.map((r) => [r.filePath, fileBytes(r.filePath, r.content)]));

export const versionTree = async (db: Database, versionId: string) => toTree(await versionFileRows(db, versionId));

export const projectTree = async (db: Database, projectId: string) => toTree(await projectFileRows(db, projectId));

export interface UnsyncedVersion {
  id: string;
  number: number;
  message: string;
  author: GitAuthor;
}

export const shipwrightAuthor = { name: 'Shipwright', email: 'shipwright@users.noreply.local' };

/** Who connected the repository, as a commit's author (Shipwright once that account is gone). */
export async function connectorAuthor(db: Database, connection: GitConnection): Promise<GitAuthor> {
  const [connector] = connection.connectedBy
    ? await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, connection.connectedBy))
    : [];
  return connector ? { name: connector.name || connector.email, email: connector.email } : shipwrightAuthor;
}

/**
 * The versions made since the last sync, oldest first, each with who made it: the person whose
 * message started the turn, or else who connected the repository.
 */
export async function unsyncedVersions(db: Database, connection: GitConnection): Promise<UnsyncedVersion[]> {
  const connector = await connectorAuthor(db, connection);
  const rows = await db
    .select({
      id: projectVersions.id,
      number: projectVersions.number,
      summary: projectVersions.summary,
      createdAt: projectVersions.createdAt,
      name: user.name,
      email: user.email,
    })
    .from(projectVersions)
    .leftJoin(generationRuns, eq(generationRuns.assistantMessageId, projectVersions.messageId))
    .leftJoin(user, eq(user.id, generationRuns.userId))
    .where(
      and(
        eq(projectVersions.projectId, connection.projectId),
        gt(projectVersions.number, connection.lastSyncedVersion),
      ),
    )
    .orderBy(asc(projectVersions.number));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    message: r.summary.trim() || `Version ${r.number}`,
    author: {
      ...(r.email ? { name: r.name || r.email, email: r.email } : connector),
      timestamp: Math.floor(r.createdAt.getTime() / 1000),
    },
  }));
}

/** The paths whose bytes differ between two trees (either side may lack them). */
export function changedPaths(a: FileTree, b: FileTree) {
  const paths = new Set([...a.keys(), ...b.keys()]);
  return [...paths].filter((p) => {
    const x = a.get(p);
    const y = b.get(p);
    return !x || !y || Buffer.compare(Buffer.from(x), Buffer.from(y)) !== 0;
  });
}

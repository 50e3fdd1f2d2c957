import { fileTypeOf } from '../../../shared/file-edits/paths';
import { gitTexts } from '../../../shared/git-sync';
import { isCurated, packageLimits } from '../../../shared/packages';
import { declaredDependencies } from '../../apps/packages/project-packages';
import type { Database } from '../../db/client';
import { GitRemoteError } from '../../vendors/git/git-http';
import type { CommitInfo } from '../../vendors/git/memory-repo';
import { appendMessages, setMessageContent } from '../conversation/messages.service';
import { projectFileRows, replaceProjectFiles, snapshotProject } from '../versions/versions.service';
import { binaryContent, isBinaryPath } from './binary-files';
import { latestVersion } from './git-files';
import type { IncomingTree, Refusal } from './git-intake';

type Row = { filePath: string; content: string; fileType: string; isFrozen: boolean };

const utf8 = new TextDecoder('utf-8', { fatal: true });
const reasons = gitTexts.refusedReasons;

/** A remote file as the project would hold it, or why it cannot (path and size were checked on reading). */
function admitFile(path: string, bytes: Uint8Array): { content: string } | { reason: string } {
  if (isBinaryPath(path)) return { content: binaryContent(path, bytes) };
  try {
    const content = utf8.decode(bytes);
    // Valid UTF-8, but a NUL cannot be stored as text (the database refuses it, and so would the import).
    return content.includes('\0') ? { reason: reasons.notText } : { content };
  } catch {
    return { reason: reasons.notText };
  }
}

/** Why a package.json may not come in: the same rules as a change made in the builder. */
function packageProblem(files: ReadonlyMap<string, string>) {
  const declared = declaredDependencies(files);
  if (!declared.ok) return declared.problem.message;
  const extra = declared.dependencies.filter((d) => !isCurated(d.name));
  if (extra.length > packageLimits.maxPerProject)
    return `it names ${extra.length} packages outside the built-in set; a project may add ${packageLimits.maxPerProject}`;
  return null;
}

/**
 * The project's files once a remote tree comes in, under the project's rules: frozen files keep
 * their content (and come back if deleted), files the project cannot hold stay out, and a
 * package.json that breaks the package rules keeps the project's own. Every file left out is
 * reported with its reason.
 */
export function admitTree(incoming: IncomingTree, current: Row[]): { files: Row[]; refused: Refusal[] } {
  const refused: Refusal[] = [...incoming.refused];
  const currentByPath = new Map(current.map((f) => [f.filePath, f]));
  const next = new Map<string, Row>();
  // A file left out keeps the project's own version rather than disappearing.
  for (const { path } of incoming.refused) {
    const kept = currentByPath.get(path);
    if (kept) next.set(path, kept);
  }
  for (const [path, bytes] of incoming.files) {
    const admitted = admitFile(path, bytes);
    if ('reason' in admitted) {
      refused.push({ path, reason: admitted.reason });
      const kept = currentByPath.get(path);
      if (kept) next.set(path, kept);
      continue;
    }
    next.set(path, { filePath: path, content: admitted.content, fileType: fileTypeOf(path), isFrozen: false });
  }
  for (const file of current.filter((f) => f.isFrozen)) {
    const theirs = next.get(file.filePath);
    if (theirs?.content !== file.content) refused.push({ path: file.filePath, reason: reasons.frozen });
    next.set(file.filePath, file);
  }
  const ours = currentByPath.get('package.json');
  const theirs = next.get('package.json');
  if (theirs && theirs.content !== ours?.content) {
    const problem = packageProblem(new Map([...next].map(([p, f]) => [p, f.content])));
    if (problem) {
      refused.push({ path: 'package.json', reason: `${reasons.packages}: ${problem}` });
      if (ours) next.set('package.json', ours);
      else next.delete('package.json');
    }
  }
  return { files: [...next.values()], refused };
}

/**
 * Makes a remote commit's tree the project's files, as a new version "From Git: <subject>" told in
 * the conversation (where the history shows versions), provided the project's latest version is
 * still number `after`.
 */
export async function importTree(
  db: Database,
  projectId: string,
  incoming: IncomingTree,
  commit: CommitInfo,
  after: number,
) {
  const subject = commit.message.split('\n')[0] ?? '';
  const { also } = await appendMessages(db, projectId, [{ role: 'assistant', content: '' }], async (tx, [message]) => {
    // appendMessages holds the project's row: a version made since the sync looked would be
    // overwritten, so the import is dropped and the next sync sees both sides instead.
    if (((await latestVersion(tx, projectId))?.number ?? 0) > after)
      throw new GitRemoteError('rejected', 'the project changed during the sync.');
    const { files, refused } = admitTree(incoming, await projectFileRows(tx, projectId));
    await replaceProjectFiles(tx, projectId, files);
    if (message) await setMessageContent(tx, message.id, gitTexts.importMessage(subject, commit.oid, refused));
    const version = await snapshotProject(tx, projectId, {
      messageId: message?.id,
      summary: gitTexts.fromGit(subject),
    });
    return { version, refused };
  });
  return also;
}

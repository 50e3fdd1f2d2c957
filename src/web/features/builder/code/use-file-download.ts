import type { BuilderFile } from '../session/builder-session';
import { baseName } from './file-kind';

/** Where a real project's file downloads from (the server sends it as an attachment). */
export const fileDownloadUrl = (projectId: string, fileId: string) =>
  `/api/projects/${encodeURIComponent(projectId)}/files/${encodeURIComponent(fileId)}/download`;

/** The demo has no server: its files download from what the page holds. */
export function downloadLocally(file: BuilderFile) {
  const url = URL.createObjectURL(new Blob([file.content], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = baseName(file.filePath);
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start reading the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

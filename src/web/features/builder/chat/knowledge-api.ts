import { isApiErrorBody } from '../../../../shared/api-error';
import type { UploadRejectionCode } from '../../../../shared/knowledge';
import { ApiRequestError } from '../../../lib/api';

export interface KnowledgeFile {
  id: string;
  fileName: string;
  fileSize: number;
  fileType: string;
  uploadStatus: string;
  createdAt: string;
}

export interface UploadResult {
  uploaded: KnowledgeFile[];
  rejected: { fileName: string; code: UploadRejectionCode | string; message: string }[];
}

const base = (projectId: string) => `/api/projects/${encodeURIComponent(projectId)}/knowledge`;

// Plain fetch rather than the typed client: multipart bodies and these routes' types live with the upload server.
async function request<T>(url: string, init?: RequestInit): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiRequestError(0, 'network', 'Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return body as T;
  if (isApiErrorBody(body)) throw new ApiRequestError(res.status, body.error.code, body.error.message);
  throw new ApiRequestError(res.status, 'unknown', `The server answered ${res.status}.`);
}

export const listKnowledge = (projectId: string) => request<{ files: KnowledgeFile[] }>(base(projectId));

export function uploadKnowledge(projectId: string, files: File[]) {
  const body = new FormData();
  for (const file of files) body.append('file', file, file.name);
  return request<UploadResult>(base(projectId), { method: 'POST', body });
}

export const deleteKnowledge = (projectId: string, fileId: string) =>
  request<unknown>(`${base(projectId)}/${encodeURIComponent(fileId)}`, { method: 'DELETE' });

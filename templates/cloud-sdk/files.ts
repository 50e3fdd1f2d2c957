import { base, deviceToken, failure, headersFor, request } from './client';
import type { CloudFile } from './types';

/**
 * Images (PNG, JPEG, GIF, WebP) and PDFs stored with the app. A file's `url` works in
 * <img src> and links as it is; keep the url (or the id) in a record to show it later.
 */
export const files = {
  async upload(file: Blob, name = file instanceof File ? file.name : 'upload'): Promise<CloudFile> {
    const form = new FormData();
    form.append('file', file, name);
    const response = await fetch(`${base}/files`, {
      method: 'POST',
      headers: headersFor(await deviceToken()),
      body: form,
    });
    if (!response.ok) throw await failure(response);
    return (await response.json()) as CloudFile;
  },
  list: () => request<{ files: CloudFile[] }>('GET', '/files').then((r) => r.files),
  remove: (id: string) => request<{ id: string }>('DELETE', `/files/${encodeURIComponent(id)}`),
};

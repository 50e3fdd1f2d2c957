import type { AppDataEnvironment, ExportFormat } from '../../../../shared/app-data';
import { api, unwrap } from '../../../lib/api';

// The typed client for the Database tab's routes (src/server/features/app-data).
const data = api.projects[':projectId'].data;
const records = data.collections[':collection'].records;

export const fetchSummary = (projectId: string, env: AppDataEnvironment) =>
  unwrap(data.$get({ param: { projectId }, query: { env } }));

export interface RecordsView {
  search: string;
  sort: string;
  order: 'asc' | 'desc';
  offset: number;
}

export const fetchRecords = (projectId: string, collection: string, query: RecordsView & { env: AppDataEnvironment }) =>
  unwrap(
    records.$get({
      param: { projectId, collection },
      query: { ...query, offset: String(query.offset) },
    }),
  );

export const fetchUsers = (projectId: string, env: AppDataEnvironment) =>
  unwrap(data.users.$get({ param: { projectId }, query: { env } }));

export const addRecord = (projectId: string, env: AppDataEnvironment, collection: string, record: object) =>
  unwrap(records.$post({ param: { projectId, collection }, query: { env }, json: record as Record<string, unknown> }));

export const setField = (
  projectId: string,
  env: AppDataEnvironment,
  collection: string,
  id: string,
  field: string,
  value: unknown,
) => unwrap(records[':id'].$patch({ param: { projectId, collection, id }, query: { env }, json: { field, value } }));

export const deleteRecord = (projectId: string, env: AppDataEnvironment, collection: string, id: string) =>
  unwrap(records[':id'].$delete({ param: { projectId, collection, id }, query: { env } }));

export const fetchFiles = (projectId: string, env: AppDataEnvironment, offset: number) =>
  unwrap(data.files.$get({ param: { projectId }, query: { env, offset: String(offset) } }));

export const deleteFile = (projectId: string, env: AppDataEnvironment, id: string) =>
  unwrap(data.files[':id'].$delete({ param: { projectId, id }, query: { env } }));

export const resetPreview = (projectId: string, copyLive: boolean) =>
  unwrap(data.preview.reset.$post({ param: { projectId }, json: { copyLive } }));

/** A plain link: the browser downloads the attachment with the session cookie. */
export const exportUrl = (projectId: string, env: AppDataEnvironment, collection: string, format: ExportFormat) =>
  `/api/projects/${projectId}/data/collections/${collection}/export?env=${env}&format=${format}`;

export type DataSummary = Awaited<ReturnType<typeof fetchSummary>>;
export type RecordsPage = Awaited<ReturnType<typeof fetchRecords>>;
export type OwnerRecord = RecordsPage['items'][number];
export type AppUsers = Awaited<ReturnType<typeof fetchUsers>>;
export type AppFile = Awaited<ReturnType<typeof fetchFiles>>['files'][number];

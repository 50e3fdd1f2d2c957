import { api, unwrap } from '../../../lib/api';

// The typed client: the upload's multipart body is typed by the route's form validator.
const knowledge = api.projects[':projectId'].knowledge;

export const listKnowledge = (projectId: string) => unwrap(knowledge.$get({ param: { projectId } }));

export const uploadKnowledge = (projectId: string, files: File[]) =>
  unwrap(knowledge.$post({ param: { projectId }, form: { file: files } }));

export const deleteKnowledge = (projectId: string, fileId: string) =>
  unwrap(knowledge[':fileId'].$delete({ param: { projectId, fileId } }));

export type KnowledgeFile = Awaited<ReturnType<typeof listKnowledge>>['files'][number];
export type UploadResult = Awaited<ReturnType<typeof uploadKnowledge>>;

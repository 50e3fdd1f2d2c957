import type { AppDataEnvironment } from '../../../../shared/app-data';
import type { ConsoleCall } from '../../../../shared/functions/console';
import { api, unwrap } from '../../../lib/api';

// The typed client for the Functions tab's routes (src/server/features/app-functions).
const functions = api.projects[':projectId'].functions;

export const fetchPanel = (projectId: string, env: AppDataEnvironment) =>
  unwrap(functions.$get({ param: { projectId }, query: { env } }));

export const fetchSecrets = (projectId: string, env: AppDataEnvironment) =>
  unwrap(functions.secrets.$get({ param: { projectId }, query: { env } }));

export const saveSecret = (projectId: string, env: AppDataEnvironment, name: string, value: string) =>
  unwrap(functions.secrets[':name'].$put({ param: { projectId, name }, query: { env }, json: { value } }));

export const deleteSecret = (projectId: string, env: AppDataEnvironment, name: string) =>
  unwrap(functions.secrets[':name'].$delete({ param: { projectId, name }, query: { env } }));

export const callFunction = (projectId: string, env: AppDataEnvironment, name: string, call: ConsoleCall) =>
  unwrap(functions[':name'].calls.$post({ param: { projectId, name }, query: { env }, json: call }));

export type FunctionsPanelData = Awaited<ReturnType<typeof fetchPanel>>;
export type FunctionCall = FunctionsPanelData['calls'][number];
export type ConsoleResult = Awaited<ReturnType<typeof callFunction>>;

import type { AuthSession } from '../auth-session';
import type { TestServer } from '../test-server';
import type { Call, MatrixProject, Principal, Which } from './matrix-types';

/** What the rows and helpers share: filled in by the test's beforeAll, before any row runs. */
export interface MatrixContext {
  server: TestServer;
  /** The owner's Team workspace, where every project of the matrix lives. */
  workspaceId: string;
  sessions: Record<Principal, AuthSession>;
  userIds: Record<Principal, string>;
  projects: Record<Which, MatrixProject>;
}

export const matrix = { sessions: {}, userIds: {}, projects: {} } as MatrixContext;

export const db = () => matrix.server.deps.db;
export const owner = () => matrix.sessions.owner;

export const base = (call: Call) => `/api/projects/${call.project.id}`;

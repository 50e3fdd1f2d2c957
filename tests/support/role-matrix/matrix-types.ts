import type { ProjectAction, WorkspaceRole } from '../../../src/shared/workspaces';
import type { AuthSession } from '../auth-session';

export const principals = ['owner', 'admin', 'editor', 'viewer', 'stranger', 'anonymous'] as const;
export type Principal = (typeof principals)[number];
export type Which = 'private' | 'public';

export const roleOf: Record<Principal, WorkspaceRole | null> = {
  owner: 'owner',
  admin: 'admin',
  editor: 'editor',
  viewer: 'viewer',
  stranger: null,
  anonymous: null,
};

export const projectNotFound = "The project you're looking for doesn't exist or you don't have access to it.";

export interface MatrixProject {
  id: string;
  /** A file every principal edits in turn (saved, renamed, frozen flag, downloaded). */
  targetFileId: string;
  /** A knowledge file the owner uploaded. */
  knowledgeId: string;
}

/** One request of one principal on one project. */
export interface Call {
  who: Principal;
  which: Which;
  as: AuthSession;
  project: MatrixProject;
  /** Unique per call: names of files, records and the like. */
  n: number;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Row {
  method: Method;
  /** The route as Hono lists it. */
  path: `/api/projects/:projectId${string}`;
  action: ProjectAction;
  /** Two rows of one route (a PATCH that changes the name, and one that changes visibility). */
  label?: string;
  /** A read with optionalUser: anyone may call it on a public project, even signed out. */
  open?: boolean;
  /** On a public project, any signed-in person may (a remix); on a private one the action decides. */
  publicToSignedIn?: boolean;
  /** For members only, whatever the project's visibility: a visitor of a public project gets a 403. */
  membersOnly?: boolean;
  /**
   * App backend routes (dataScope): a member who may not edit is told the project does not
   * exist (404), as a visitor is, rather than 403 (app-data-access.ts).
   */
  hidden?: boolean;
  /** The request's path once made; may create what it acts on first (as the owner). */
  url?: (call: Call) => string | Promise<string>;
  body?: (call: Call) => unknown | Promise<unknown>;
  /** What an allowed call answers; 2xx unless said. */
  ok?: number[];
  /** What an allowed call must answer beyond its status. */
  check?: (call: Call, text: string) => void;
  /** After an allowed call: leaves the project as the next call needs it. */
  after?: (call: Call, res: Response) => Promise<void>;
  /** After every call, allowed or not. */
  cleanup?: (call: Call) => Promise<void>;
  timeout?: number;
  /** Known policy bugs: the row is marked it.fails until the route is fixed. */
  bugs?: Array<{ who: Principal; which?: Which; why: string }>;
}

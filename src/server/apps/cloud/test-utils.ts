import { and, eq } from 'drizzle-orm';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { CloudVisitor } from '../../../../tests/support/cloud-client';
import { sendAndWait } from '../../../../tests/support/run-events';
import type { TestServer } from '../../../../tests/support/test-server';
import { type CloudEnvironment, cloudUsage, projectFiles } from '../../db/schema';

export interface CloudApp {
  owner: AuthSession;
  email: string;
  projectId: string;
  previewOrigin: string;
  /** A new visitor of the preview, with a device token. */
  visitor(): Promise<CloudVisitor>;
  /** Writes cloud.json and builds again, so the rules take effect. */
  setRules(rules: unknown): Promise<{ status: string; problems: Array<{ message: string }> }>;
  /** Adds files to the project (the next build takes them), as a hand edit would. */
  addFiles(files: Record<string, string>): Promise<void>;
  /** Publishes the current build; returns the live origin. */
  deploy(): Promise<string>;
}

/** A generated app with a build (and so a backend), owned by a new account or the one given. */
export async function cloudApp(
  server: TestServer,
  prompt = 'A habit tracker',
  account?: { browser: AuthSession; email: string },
): Promise<CloudApp> {
  const { browser: owner, email } = account ?? (await signedInBrowser(server));
  const project = await (await owner.post('/api/projects', { prompt })).json();
  await sendAndWait(owner, project.id, { content: prompt });
  const preview = async () => (await owner.get(`/api/projects/${project.id}/preview`)).json();
  const { origin } = await preview();
  return {
    owner,
    email,
    projectId: project.id,
    previewOrigin: origin,
    visitor: () => new CloudVisitor(server.url, origin).join(),
    async setRules(rules) {
      const content = typeof rules === 'string' ? rules : JSON.stringify(rules);
      await server.deps.db
        .insert(projectFiles)
        .values({ projectId: project.id, filePath: 'cloud.json', content, fileType: 'json' })
        .onConflictDoUpdate({ target: [projectFiles.projectId, projectFiles.filePath], set: { content } });
      return (await preview()).build;
    },
    async addFiles(files) {
      await server.deps.db.insert(projectFiles).values(
        Object.entries(files).map(([filePath, content]) => ({
          projectId: project.id,
          filePath,
          content,
          fileType: filePath.split('.').pop() ?? 'txt',
        })),
      );
    },
    async deploy() {
      const res = await owner.post(`/api/projects/${project.id}/deployments`);
      if (res.status !== 201) throw new Error(`deploy refused: ${res.status}`);
      return (await res.json()).url;
    },
  };
}

// The smallest real PNG: a 1×1 transparent pixel.
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** What an app's environment has stored, by its usage counter. */
export async function storedBytes(server: TestServer, projectId: string, environment: CloudEnvironment = 'preview') {
  const [row] = await server.deps.db
    .select({ bytes: cloudUsage.storedBytes })
    .from(cloudUsage)
    .where(and(eq(cloudUsage.projectId, projectId), eq(cloudUsage.environment, environment)));
  return row?.bytes;
}

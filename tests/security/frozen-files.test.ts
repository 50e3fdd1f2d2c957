import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectFiles } from '../../src/server/db/schema';
import { signedInBrowser } from '../support/auth-session';
import { sendAndWait } from '../support/run-events';
import { withScriptedModel } from '../support/scripted-model';

// A hosted model writes what the conversation steers it to, and a conversation can be anyone's
// text. The owner's frozen files stay as they are, however a reply spells their paths.

const replies: Record<string, string> = {
  SEED: 'Starting.\n\n<file path="src/App.tsx">\nexport default function App() {\n  return <p>Mine</p>;\n}\n</file>\n',
  WRITE: 'Changing it.\n\n<file path="./src/App.tsx">\nexport default () => "pwned";\n</file>\n',
  EDIT: 'Editing.\n\n<edit path="./src/App.tsx">\n<<<<<<< SEARCH\nMine\n=======\npwned\n>>>>>>> REPLACE\n</edit>\n',
  RENAME: 'Moving it.\n\n<rename from="./src/App.tsx" to="src/Old.tsx" />\n',
  OVERWRITE_BY_RENAME:
    'Replacing it.\n\n<file path="src/Evil.tsx">\nexport default () => "pwned";\n</file>\n\n<rename from="src/Evil.tsx" to="./src/App.tsx" />\n',
  DELETE: 'Removing it.\n\n<delete path="./src/App.tsx" />\n',
};

const running = withScriptedModel(replies);

describe('frozen files against a steered model', () => {
  it('stay unchanged when a reply names them as ./path, in every kind of edit', async () => {
    const { browser } = await signedInBrowser(running.server);
    const project = await (await browser.post('/api/projects', { prompt: 'Mine' })).json();
    const send = (content: string) => sendAndWait(browser, project.id, { content, model: 'gpt-4o-mini' });
    const app = async () =>
      (
        await running.server.deps.db
          .select()
          .from(projectFiles)
          .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'src/App.tsx')))
      )[0];
    await send('SEED');
    const row = await app();
    expect(row?.content).toContain('<p>Mine</p>');
    await browser.patch(`/api/projects/${project.id}/files/${row?.id}`, { isFrozen: true });

    for (const attempt of ['WRITE', 'EDIT', 'RENAME', 'OVERWRITE_BY_RENAME', 'DELETE']) {
      const { body } = await send(attempt);
      expect(body.assistantMessage.content, attempt).toContain('Left unchanged because they are frozen: src/App.tsx.');
      expect((await app())?.content, attempt).toBe(row?.content);
    }
  });
});

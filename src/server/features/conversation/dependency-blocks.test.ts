import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInBrowser } from '../../../../tests/support/auth-session';
import { sendAndWait } from '../../../../tests/support/run-events';
import { withScriptedModel } from '../../../../tests/support/scripted-model';
import { projectFiles } from '../../db/schema';

// Ready-made packages only, so the build after each reply needs no registry.
const replies: Record<string, string> = {
  ADD: 'Adding dates.\n\n<dependency name="date-fns" version="^4.1.0" />\n\nDone.',
  REMOVE: 'Dropping it.\n<dependency name="date-fns" remove />\n',
  BAD: 'Trying.\n<dependency name="Bad Name" />\n',
};

const running = withScriptedModel(replies);

describe('<dependency> blocks in a reply', () => {
  it('change package.json like any file edit: streamed, versioned, refused when frozen or malformed', async () => {
    const { browser } = await signedInBrowser(running.server);
    const project = await (await browser.post('/api/projects', { prompt: 'Dates' })).json();
    const send = async (content: string) => sendAndWait(browser, project.id, { content, model: 'gpt-4o-mini' });
    const manifestRow = async () =>
      (
        await running.server.deps.db
          .select()
          .from(projectFiles)
          .where(and(eq(projectFiles.projectId, project.id), eq(projectFiles.filePath, 'package.json')))
      )[0];

    const added = await send('ADD');
    // Streamed as a file event, or already in the snapshot when the watcher joins a fast reply late.
    const fileEvent = added.events.find((e) => e.event === 'file' && e.data.path === 'package.json');
    const snapshot = added.events.find((e) => e.event === 'snapshot')?.data.files as Record<string, string> | undefined;
    expect(JSON.parse(String(fileEvent?.data.content ?? snapshot?.['package.json'])).dependencies['date-fns']).toBe(
      '^4.1.0',
    );
    const manifest = JSON.parse((await manifestRow())?.content ?? '');
    expect(manifest).toMatchObject({ name: 'my-app', private: true, type: 'module' });
    expect(manifest.dependencies).toMatchObject({ 'date-fns': '^4.1.0', react: expect.any(String) });
    expect(added.body.assistantMessage.content).toBe('Adding dates.\n\nDone.');
    const versions = (await (await browser.get(`/api/projects/${project.id}/versions`)).json()).versions;
    expect(versions[0]).toMatchObject({ summary: 'Adding dates.', messageId: added.body.assistantMessage.id });

    const bad = await send('BAD');
    expect(bad.body.assistantMessage.content).toContain(
      'Some changes could not be applied: "Bad Name" is not a valid npm package name.',
    );

    const row = await manifestRow();
    await browser.patch(`/api/projects/${project.id}/files/${row?.id}`, { isFrozen: true });
    const frozen = await send('REMOVE');
    expect(frozen.body.assistantMessage.content).toContain('Left unchanged because they are frozen: package.json.');
    expect(JSON.parse((await manifestRow())?.content ?? '').dependencies['date-fns']).toBe('^4.1.0');

    await browser.patch(`/api/projects/${project.id}/files/${row?.id}`, { isFrozen: false });
    await send('REMOVE');
    expect(JSON.parse((await manifestRow())?.content ?? '').dependencies['date-fns']).toBeUndefined();
  });
});

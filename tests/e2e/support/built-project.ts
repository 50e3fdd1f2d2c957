import type { Page } from '@playwright/test';
import { appOrigin, expect } from './test';

/** A project built by the built-in engine through the API, as the builder would do it. */
export async function builtProject(page: Page, prompt: string) {
  const headers = { origin: appOrigin };
  const project = await (await page.request.post('/api/projects', { data: { prompt }, headers })).json();
  await page.request.post(`/api/projects/${project.id}/messages`, { data: { content: prompt }, headers });
  await expect
    .poll(async () => (await (await page.request.get(`/api/projects/${project.id}/generation`)).json()).run?.status, {
      timeout: 20_000,
    })
    .toBe('completed');
  // As it is after the reply, which named it after the app.
  return (await (await page.request.get(`/api/projects/${project.id}`)).json()) as { id: string; name: string };
}

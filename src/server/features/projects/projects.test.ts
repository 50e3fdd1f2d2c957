import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

interface ProjectBody {
  id: string;
  name: string;
  description: string;
  status: string;
  visibility: string;
  customInstructions: string;
  canEdit: boolean;
  role: string | null;
  lastAccessedAt: string;
}

interface ListBody {
  projects: ProjectBody[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

async function create(browser: AuthSession, prompt: string, name?: string): Promise<ProjectBody> {
  const res = await browser.post('/api/projects', { prompt, name });
  expect(res.status).toBe(201);
  return res.json();
}

async function list(browser: AuthSession, page = 1): Promise<ListBody> {
  const res = await browser.get(`/api/projects?page=${page}`);
  expect(res.status).toBe(200);
  return res.json();
}

describe('creating a project', () => {
  it('starts building, public, with the prompt as its description and the name the browser sent', async () => {
    const { browser } = await signedInBrowser(server);
    const project = await create(browser, '  A booking site for my yoga studio  ', 'New Project - 22/11/2026');
    expect(project).toMatchObject({
      name: 'New Project - 22/11/2026',
      description: 'A booking site for my yoga studio',
      status: 'building',
      visibility: 'public',
      model: 'gpt-4o-mini',
      canEdit: true,
      role: 'owner',
    });
    expect(project.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the project "New Project - <date>" when no name is sent', async () => {
    const { browser } = await signedInBrowser(server);
    expect((await create(browser, 'A recipe box')).name).toMatch(/^New Project - \S+/);
  });

  it('refuses a blank prompt with a 400 that says why', async () => {
    const { browser } = await signedInBrowser(server);
    const res = await browser.post('/api/projects', { prompt: '   ' });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'invalid_input',
      message: expect.stringContaining('Please enter a description for your app'),
    });
    expect((await list(browser)).total).toBe(0);
  });

  it('needs a signed-in user for listing and creating', async () => {
    const visitor = new AuthSession(server);
    expect((await visitor.get('/api/projects')).status).toBe(401);
    const res = await visitor.post('/api/projects', { prompt: 'A todo list' });
    expect(res.status).toBe(401);
    expect((await res.json()).error.code).toBe('unauthorized');
  });
});

describe('listing projects', () => {
  it("shows only the signed-in user's own projects", async () => {
    const alice = await signedInBrowser(server);
    const bob = await signedInBrowser(server);
    await create(alice.browser, 'Alice: a plant watering tracker');
    await create(bob.browser, 'Bob: a chess club site');
    const mine = await list(alice.browser);
    expect(mine.total).toBe(1);
    expect(mine.projects.map((p) => p.description)).toEqual(['Alice: a plant watering tracker']);
  });

  it('orders by last access: opening a project moves it first', async () => {
    const { browser } = await signedInBrowser(server);
    const first = await create(browser, 'first');
    await create(browser, 'second');
    await create(browser, 'third');
    expect((await list(browser)).projects.map((p) => p.description)).toEqual(['third', 'second', 'first']);

    const opened = await browser.get(`/api/projects/${first.id}`);
    expect(opened.status).toBe(200);
    expect(new Date((await opened.json()).lastAccessedAt).getTime()).toBeGreaterThan(
      new Date(first.lastAccessedAt).getTime(),
    );
    expect((await list(browser)).projects.map((p) => p.description)).toEqual(['first', 'third', 'second']);
  });

  it('pages six at a time: 13 projects make 3 pages, the last with one', async () => {
    const { email, browser } = await signedInBrowser(server);
    await grantPlan(server, email, 'pro'); // Free allows 5 apps
    for (let i = 1; i <= 13; i++) await create(browser, `project ${i}`);
    const pages = await Promise.all([1, 2, 3, 4].map((page) => list(browser, page)));
    expect(pages.map((p) => [p.page, p.projects.length])).toEqual([
      [1, 6],
      [2, 6],
      [3, 1],
      [4, 0],
    ]);
    for (const page of pages) expect(page).toMatchObject({ total: 13, pageSize: 6, pageCount: 3 });
    expect(pages[2]?.projects[0]?.description).toBe('project 1');
    const seen = new Set(pages.flatMap((p) => p.projects.map((project) => project.id)));
    expect(seen.size).toBe(13);
  });

  it('reports one (empty) page for a new account and refuses a page below 1', async () => {
    const { browser } = await signedInBrowser(server);
    expect(await list(browser)).toMatchObject({ projects: [], total: 0, page: 1, pageCount: 1 });
    expect((await browser.get('/api/projects?page=0')).status).toBe(400);
    expect((await browser.get('/api/projects?page=abc')).status).toBe(400);
  });
});

describe('changing a project', () => {
  it('lets the owner rename it and change its visibility', async () => {
    const { email, browser } = await signedInBrowser(server);
    await grantPlan(server, email, 'creator'); // Free keeps apps public
    const project = await create(browser, 'A habit tracker');
    const renamed = await browser.patch(`/api/projects/${project.id}`, { name: '  Habit Hero  ' });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: 'Habit Hero', visibility: 'public' });

    const hidden = await browser.patch(`/api/projects/${project.id}`, { visibility: 'private' });
    expect(hidden.status).toBe(200);
    expect((await hidden.json()).visibility).toBe('private');
    expect((await (await browser.get(`/api/projects/${project.id}`)).json()).name).toBe('Habit Hero');
  });

  it('refuses an empty name and an unknown visibility', async () => {
    const { browser } = await signedInBrowser(server);
    const project = await create(browser, 'A habit tracker');
    expect((await browser.patch(`/api/projects/${project.id}`, { name: '  ' })).status).toBe(400);
    expect((await browser.patch(`/api/projects/${project.id}`, { visibility: 'everyone' })).status).toBe(400);
  });
});

describe("another user's project", () => {
  async function ownedBy(visibility: 'public' | 'private' | 'secret') {
    const owner = await signedInBrowser(server);
    if (visibility !== 'public') await grantPlan(server, owner.email, 'creator');
    const project = await create(owner.browser, 'A booking site for my yoga studio');
    await owner.browser.patch(`/api/projects/${project.id}`, { customInstructions: 'Use a calm palette.' });
    if (visibility !== 'public') await owner.browser.patch(`/api/projects/${project.id}`, { visibility });
    return project;
  }

  it('is not found when private, for reading and for changing', async () => {
    const project = await ownedBy('private');
    const { browser: stranger } = await signedInBrowser(server);
    const read = await stranger.get(`/api/projects/${project.id}`);
    expect(read.status).toBe(404);
    expect((await read.json()).error.code).toBe('not_found');
    expect((await stranger.patch(`/api/projects/${project.id}`, { visibility: 'public' })).status).toBe(404);
    expect((await new AuthSession(server).get(`/api/projects/${project.id}`)).status).toBe(404);
  });

  it('is readable when public but only its owner may change visibility', async () => {
    const project = await ownedBy('public');
    const { browser: stranger } = await signedInBrowser(server);
    const read = await stranger.get(`/api/projects/${project.id}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ canEdit: false, role: null, customInstructions: '' });

    const denied = await stranger.patch(`/api/projects/${project.id}`, { visibility: 'private' });
    expect(denied.status).toBe(403);
    expect((await denied.json()).error).toEqual({
      code: 'access_denied',
      message: 'Only the project owner can change visibility settings.',
    });
    const rename = await stranger.patch(`/api/projects/${project.id}`, { name: 'Mine now' });
    expect(rename.status).toBe(403);
  });

  it('is readable signed out when public or secret, without the owner-only fields', async () => {
    for (const visibility of ['public', 'secret'] as const) {
      const project = await ownedBy(visibility);
      const res = await new AuthSession(server).get(`/api/projects/${project.id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        id: project.id,
        visibility,
        canEdit: false,
        role: null,
        customInstructions: '',
      });
    }
  });

  it("does not move up the owner's list when someone else opens it", async () => {
    const owner = await signedInBrowser(server);
    const older = await create(owner.browser, 'older');
    await create(owner.browser, 'newer');
    const { browser: stranger } = await signedInBrowser(server);
    expect((await stranger.get(`/api/projects/${older.id}`)).status).toBe(200);
    expect((await list(owner.browser)).projects.map((p) => p.description)).toEqual(['newer', 'older']);
  });
});

describe('project ids', () => {
  it('answers 404, not 500, for a malformed or unknown id', async () => {
    const { browser } = await signedInBrowser(server);
    for (const id of ['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-000000000000']) {
      const res = await browser.get(`/api/projects/${encodeURIComponent(id)}`);
      expect(res.status, id).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
    const res = await browser.patch('/api/projects/not-a-uuid', { name: 'x' });
    expect(res.status).toBe(404);
  });
});

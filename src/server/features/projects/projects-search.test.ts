import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthSession, signedInBrowser } from '../../../../tests/support/auth-session';
import { grantPlan } from '../../../../tests/support/billing';
import { startTestServer, type TestServer } from '../../../../tests/support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
afterAll(() => server.close());

async function names(browser: AuthSession, query: string) {
  const res = await browser.get(`/api/projects?${query}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  return { names: body.projects.map((p: { name: string }) => p.name), total: body.total, pageCount: body.pageCount };
}

async function withProjects(projectNames: string[]) {
  const account = await signedInBrowser(server);
  await grantPlan(server, account.email, 'pro');
  for (const name of projectNames) await account.browser.post('/api/projects', { prompt: `About ${name}`, name });
  return account.browser;
}

describe('searching and sorting projects', () => {
  it('finds projects by any part of the name, in any case, counting only the matches', async () => {
    const browser = await withProjects(['Yoga Studio', 'Chess club', 'yoga timer', 'Recipes']);
    expect(await names(browser, 'q=YOGA')).toEqual({ names: ['yoga timer', 'Yoga Studio'], total: 2, pageCount: 1 });
    expect(await names(browser, 'q=%20%20club%20')).toMatchObject({ names: ['Chess club'] });
    expect(await names(browser, 'q=nothing')).toEqual({ names: [], total: 0, pageCount: 1 });
    expect((await names(browser, 'q=')).total).toBe(4);
  });

  it('takes % and _ in a search literally', async () => {
    const browser = await withProjects(['100% juice', 'a_b', 'abc']);
    expect((await names(browser, `q=${encodeURIComponent('%')}`)).names).toEqual(['100% juice']);
    expect((await names(browser, 'q=_')).names).toEqual(['a_b']);
  });

  it('sorts by name A to Z ignoring case, or by last opened (the default)', async () => {
    const browser = await withProjects(['banana', 'Apple', 'cherry']);
    expect((await names(browser, 'sort=name')).names).toEqual(['Apple', 'banana', 'cherry']);
    expect((await names(browser, 'sort=opened')).names).toEqual(['cherry', 'Apple', 'banana']);
    expect((await names(browser, '')).names).toEqual(['cherry', 'Apple', 'banana']);
  });

  it('pages a sorted search six at a time', async () => {
    const browser = await withProjects(Array.from({ length: 8 }, (_, i) => `Shop ${String.fromCharCode(72 - i)}`));
    const first = await names(browser, 'q=shop&sort=name');
    expect(first).toMatchObject({ total: 8, pageCount: 2 });
    expect(first.names).toEqual(['Shop A', 'Shop B', 'Shop C', 'Shop D', 'Shop E', 'Shop F']);
    expect((await names(browser, 'q=shop&sort=name&page=2')).names).toEqual(['Shop G', 'Shop H']);
  });

  it('refuses an unknown order and an over-long search with a 400', async () => {
    const { browser } = await signedInBrowser(server);
    const res = await browser.get('/api/projects?sort=size');
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_input');
    expect((await browser.get(`/api/projects?q=${'x'.repeat(500)}`)).status).toBe(400);
  });
});

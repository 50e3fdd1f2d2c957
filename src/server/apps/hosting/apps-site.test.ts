import { describe, expect, it } from 'vitest';
import { startTestServer } from '../../../../tests/support/test-server';

/** What a server started with these settings warned about, as its log says. */
async function startWarnings(env: Record<string, string>) {
  const server = await startTestServer(env);
  await server.close();
  return server.logs.filter((line) => line.level === 'warn').map((line) => String(line.msg));
}

describe('generated apps on the main app’s own site', () => {
  it('is warned about at start, apps domain left unset or under the same site', async () => {
    const unset = await startWarnings({ APP_URL: 'https://shipwright.example.com' });
    expect(unset.join('\n')).toMatch(/APPS_DOMAIN .* could set cookies for example\.com/);
    const sibling = await startWarnings({
      APP_URL: 'https://build.example.co.uk',
      APPS_DOMAIN: 'apps.example.co.uk',
    });
    expect(sibling.join('\n')).toMatch(/could set cookies for example\.co\.uk/);
  });

  it('is not, with apps on a domain of their own or on this machine', async () => {
    const own = await startWarnings({ APP_URL: 'https://shipwright.example.com', APPS_DOMAIN: 'shipwright-apps.net' });
    expect(own.join('\n')).not.toMatch(/APPS_DOMAIN/);
    const local = await startWarnings({});
    expect(local.join('\n')).not.toMatch(/APPS_DOMAIN/);
  });
});

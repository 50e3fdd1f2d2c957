import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxOffWarning } from '../../src/server/apps/build/sandbox/build-runner-for';
import { startTestServer, type TestServer } from '../support/test-server';
import { attackerProject, climb, leaked, plantCanaries } from './support/attacker-project';

/** BUILD_SANDBOX=off is the operator's explicit choice: said at every start, and the bundler's rules still hold. */

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ BUILD_SANDBOX: 'off' });
});
afterAll(() => server.close());

describe('BUILD_SANDBOX=off', () => {
  it('warns at start, and still refuses an import that climbs out of a package', async () => {
    expect(server.logs.some((line) => line.level === 'warn' && line.msg === sandboxOffWarning)).toBe(true);
    const canaries = plantCanaries(server);
    const attacker = await attackerProject(server);
    const outcome = await attacker.buildWith({
      'src/App.tsx': `import value from 'recharts/${climb}${canaries.textFile.slice(1)}' with { type: 'text' };\nexport default function App() { return <p>{value}</p>; }\n`,
    });
    expect(outcome.status).toBe('failed');
    expect(leaked(outcome.all, canaries)).toEqual([]);
    // An honest app still builds in the server's own process.
    const honest = await attacker.buildWith({ 'src/App.tsx': 'export default function App() { return <p>hi</p>; }\n' });
    expect(honest.status).toBe('ok');
  });
});

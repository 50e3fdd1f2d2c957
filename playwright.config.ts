import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './tests/support/chromium';
import { e2eFakeDnsPort } from './tests/support/fake-dns-server';
import { e2eFakeGithubPort, fakeGithubEnv } from './tests/support/fake-github-server';
import { e2eFakeModelPort } from './tests/support/fake-model-server';
import { e2eGitServerPort } from './tests/support/git-e2e-port';
import { e2eOidcIdpPort, e2eSamlIdpPort } from './tests/support/sso/idp-ports';

// E2E_PORT lets two runs share the machine (each server gets its own data directory).
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Generous on purpose: on a busy 2-core machine one builder load can block its page for seconds.
  // A journey that is merely slow is not broken; speed is measured by the benches.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: `.tmp/playwright-results-${port}`,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // Custom domains and single sign-on both answer the server's one fake DNS address: the SSO
  // journey runs after the domains one, while everything else runs alongside.
  projects: [
    { name: 'chromium', use: chromium, testIgnore: ['custom-domains.spec.ts', 'sso.spec.ts'] },
    { name: 'domains', use: chromium, testMatch: 'custom-domains.spec.ts' },
    { name: 'sso', use: chromium, testMatch: 'sso.spec.ts', dependencies: ['domains'] },
  ],
  webServer: {
    command: 'bash tests/support/e2e-server.sh',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // TRUST_PROXY: each journey sends its own X-Forwarded-For (tests/e2e/support/test.ts), so
    // per-address rate limits count per journey instead of across the whole suite.
    // The Integrations page's GitHub points at a fake that integrations.spec.ts starts on a port
    // fixed per run; other journeys never reach it. Custom domains' DNS checks go to the fake DNS
    // server custom-domains.spec.ts starts the same way.
    env: {
      PORT: String(port),
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...fakeGithubEnv(`http://127.0.0.1:${e2eFakeGithubPort(port)}`),
      CUSTOM_DOMAIN_DNS_SERVERS: `127.0.0.1:${e2eFakeDnsPort(port)}`,
      // The identity providers sso.spec.ts starts, on loopback addresses only listed origins may use.
      SSO_TRUSTED_ORIGINS: `http://127.0.0.1:${e2eOidcIdpPort(port)},http://127.0.0.1:${e2eSamlIdpPort(port)}`,
      // Claude Sonnet answers from the fake Anthropic model agent-mode.spec.ts starts; the default
      // model stays the built-in engine's, so other journeys never reach it.
      ANTHROPIC_API_KEY: 'sk-ant-e2e',
      ANTHROPIC_BASE_URL: `http://127.0.0.1:${e2eFakeModelPort(port)}/v1`,
      AI_MODEL_CLAUDE_SONNET: 'claude-fake',
      // The Git server git-sync.spec.ts starts, on a loopback address only listed origins may use.
      GIT_TRUSTED_ORIGINS: `http://127.0.0.1:${e2eGitServerPort(port)}`,
    },
  },
});

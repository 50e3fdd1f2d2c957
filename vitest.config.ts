import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
// Projects do not inherit the root's test options: each one names them.
const timeouts = { testTimeout: 20_000, hookTimeout: 30_000 };
// Generated apps import the App Cloud SDK by this name; tests of their templates resolve it as tsc does.
const resolve = {
  alias: { '@shipwright/cloud': fileURLToPath(new URL('./templates/cloud-sdk/index.ts', import.meta.url)) },
};

// Every test runs on PGlite; the database-backed server tests run again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI sets it).
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        resolve,
        test: {
          name: 'pglite',
          ...timeouts,
          include: [
            'src/**/*.test.ts',
            'tests/agent/**/*.test.ts',
            'tests/app-ai/**/*.test.ts',
            'tests/app-email/**/*.test.ts',
            'tests/payments/**/*.test.ts',
            'tests/faults/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/payments/**/*.test.ts',
            'tests/scale-out/**/*.test.ts',
            'tests/security/**/*.test.ts',
          ],
          globalSetup: ['tests/support/global-setup.ts'],
          provide: { testDatabaseUrl: '' },
        },
      },
      ...(testDatabaseUrl
        ? [
            {
              resolve,
              test: {
                name: 'postgres',
                ...timeouts,
                include: ['src/server/**/*.test.ts'],
                globalSetup: ['tests/support/global-setup.ts'],
                provide: { testDatabaseUrl },
              },
            },
          ]
        : []),
    ],
  },
});

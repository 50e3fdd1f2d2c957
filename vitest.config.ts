import { defineConfig } from 'vitest/config';

const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';

// Every test runs on PGlite; the database-backed server tests run again on PostgreSQL when
// TEST_DATABASE_URL names a server (CI sets it).
export default defineConfig({
  test: {
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    projects: [
      {
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts'],
          globalSetup: ['tests/support/global-setup.ts'],
          provide: { testDatabaseUrl: '' },
        },
      },
      ...(testDatabaseUrl
        ? [
            {
              test: {
                name: 'postgres',
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

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['apps/server/src/**/*.test.ts', 'packages/*/src/**/*.api.test.ts'],
          exclude: ['apps/server/src/**/*.unit.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file gets its own database; two at a time fits a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/setup/global-setup.ts'],
    setupFiles: ['test/setup/fail-on-console-error.ts'],
    // Each test file gets its own database cloned from the migrated template.
    pool: 'forks',
    // Tests that measure CPU collect earlier garbage before measuring again (api-size-walk).
    execArgv: ['--expose-gc'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

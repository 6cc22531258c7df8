import { defineProject } from 'vitest/config';

// Whole user journeys in Chromium against the real server serving the production build.
export default defineProject({
  test: {
    name: 'e2e',
    include: ['tests/**/*.test.ts'],
    globalSetup: ['setup/global-setup.ts'],
    pool: 'forks',
    // One browser at a time, after the other projects' tests: the machine (and CI) has two cores,
    // shared with the server under test, whose photo processing then runs beside the unit tests.
    maxWorkers: 1,
    fileParallelism: false,
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

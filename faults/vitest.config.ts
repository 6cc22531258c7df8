import { defineProject } from 'vitest/config';

// Scripted faults against the real server, PostgreSQL and object store on loopback: each file
// starts its own, breaks one of them, and checks what callers see and what is left behind
// (docs/decisions/047). `npm run test:faults`.
export default defineProject({
  test: {
    name: 'faults',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    setupFiles: ['../server/test/setup/fail-on-console-error.ts'],
    pool: 'forks',
    // One scenario at a time: each one starts its own server and database beside the tests.
    maxWorkers: 1,
    fileParallelism: false,
    // After the other projects, e2e included: the scenarios stop and start services of their own.
    sequence: { groupOrder: 2 },
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});

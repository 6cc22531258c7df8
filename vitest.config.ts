import { defineConfig } from 'vitest/config';

// One command runs every test of the repository: `npm test`.
export default defineConfig({
  test: { projects: ['server', 'client'] },
});

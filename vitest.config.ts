import { defineConfig } from 'vitest/config';

// One command runs every test of the repository: `npm test`. e2e/ runs user journeys in Chromium.
export default defineConfig({
  test: { projects: ['server', 'client', 'e2e', 'faults'] },
});

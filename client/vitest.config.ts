import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Reuses the Vite config so tests compile JSX exactly as the build does.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'client',
      environment: 'jsdom',
      setupFiles: ['./src/testing/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Whole-app tests load lazy pages; the 2-core machine is often busy with other suites.
      testTimeout: 15_000,
    },
  }),
);

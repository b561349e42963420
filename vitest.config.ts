import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// A screen test ends the moment its last step does. The ceiling only stops one that hangs: a path
// test of a dozen steps through jsdom takes 1 s on a quiet machine and past 5 s (Vitest's default)
// on a loaded one, where it is slow, not wrong.
const SCREEN_TEST_CEILING_MS = 30_000;

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/**/*.test.{ts,tsx}'],
            exclude: ['src/**/*.stories.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['src/test-setup.ts'],
            testTimeout: SCREEN_TEST_CEILING_MS,
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            include: ['src/**/*.stories.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['src/test-setup.ts'],
            testTimeout: SCREEN_TEST_CEILING_MS,
          },
        },
        {
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            // Every answer's compiled JSON writer is held to JSON.stringify (server/lib/contract-serializer.ts).
            env: { CHECK_ANSWER_JSON: '1' },
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);

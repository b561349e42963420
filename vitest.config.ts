import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { SCREEN_TEST_CEILING_MS } from './src/test/ceilings.ts';


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

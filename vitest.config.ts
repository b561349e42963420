import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

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
          },
        },
        {
          extends: true,
          test: {
            name: 'stories',
            include: ['src/**/*.stories.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['src/test-setup.ts'],
          },
        },
        {
          test: {
            name: 'server',
            include: ['server/**/*.test.ts'],
            environment: 'node',
            fileParallelism: false,
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  }),
);

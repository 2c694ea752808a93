import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One browser and one server at a time on a two-core machine.
    fileParallelism: false,
  },
});

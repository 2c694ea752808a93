import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    include: ['src/**/*.test.ts'],
    // The demo photographs the seeds copy, made before the first test file starts.
    globalSetup: ['src/testing/warmDemoPhotos.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only contend for them and for PostgreSQL.
    maxWorkers: 2,
  },
});

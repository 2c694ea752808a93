import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    include: ['src/**/*.test.ts'],
    // The demo photographs every server seeds, made before the first file starts; then the
    // seeded data directory every server starts from.
    globalSetup: ['src/demoPhotosSetup.ts', 'src/seededDataSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser test polls for what a page shows after a round trip and a render: vitest's
    // default of one second is a unit test's, and a busy two-core machine takes longer.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time, each with its own server and browser: one file alone leaves a core
    // idle for much of its run (the page, the server and the test wait on each other in turn).
    maxWorkers: 2,
  },
});

import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
    include: ['src/**/*.test.ts'],
    // The demo photographs every server seeds, made before the first file starts.
    globalSetup: ['src/demoPhotosSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser test polls for what a page shows after a round trip and a render: vitest's
    // default of one second is a unit test's, and a busy two-core machine takes longer.
    expect: { poll: { timeout: 10_000 } },
    // One browser and one server at a time on a two-core machine.
    fileParallelism: false,
  },
});

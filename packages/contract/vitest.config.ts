import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from '@news/build-tools/SlowestFilesReporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
  },
});

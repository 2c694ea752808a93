import { defineConfig } from 'vitest/config';
import { SlowestFilesReporter } from './src/SlowestFilesReporter.ts';

export default defineConfig({
  test: {
    reporters: ['default', new SlowestFilesReporter()],
  },
});

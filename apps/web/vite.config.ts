import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    target: 'es2020',
    sourcemap: false,
    manifest: true,
    // Budget is enforced by bench; the warning here is the early hint.
    chunkSizeWarningLimit: 400,
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/jaapi', '/krapi', '/enapi', '/ruapi', '/media', '/openapi.json'].map((p) => [
        p,
        'http://127.0.0.1:8080',
      ]),
    ),
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './startServer.ts';

/**
 * `npm start` and `npm run build` must give readers React's production build whatever NODE_ENV
 * the operator's shell has: a `development` or `test` value once built the development bundle
 * (warnings, dev-only checks, several times the size) and served it.
 */
describe('the web build under any NODE_ENV', () => {
  const out = mkdtempSync(join(tmpdir(), 'news-build-'));
  afterAll(() => {
    rmSync(out, { recursive: true, force: true });
  });

  it.each(['development', 'test'])(
    'builds the production bundle with NODE_ENV=%s',
    (mode) => {
      const dir = join(out, mode);
      execFileSync(process.execPath, ['apps/web/scripts/build-if-needed.mjs', '--force'], {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: mode, WEB_BUILD_OUT_DIR: dir },
        stdio: 'pipe',
      });
      const scripts = readdirSync(join(dir, 'assets')).filter((f) => f.endsWith('.js'));
      const code = scripts.map((f) => readFileSync(join(dir, 'assets', f), 'utf8')).join('\n');
      // Development React carries its warnings and the jsxDEV runtime; production carries neither.
      expect(code).not.toContain('jsxDEV');
      expect(code).not.toContain('Each child in a list should have a unique "key" prop');
      const entry = scripts.find((f) => f.startsWith('index-'));
      expect(entry).toBeDefined();
      // The server-rendering entry is built for production too.
      const server = readFileSync(join(dir, '.ssr', 'renderApp.js'), 'utf8');
      expect(server).not.toContain('jsxDEV');
    },
    180_000,
  );
});

import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

/** The parts of the web build's `index.html` a server-rendered page fills in (AppDocument). */
const PAGE = `<!doctype html>
<html lang="zh-Hans">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="" />
    <title>News</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

export interface WebBuild {
  /** For `WEB_DIST_DIR`. */
  distDir: string;
  remove(): void;
}

/**
 * A web build of the app's server entry alone (`vite build --ssr`, a few seconds) beside a
 * stand-in page: for tests of the screens the server renders with the app's own components, made
 * from the source under test rather than whatever was built last. Inside the repository, where the
 * entry finds the packages it imports (React), as in the real build.
 */
export function buildWebServerEntry(): WebBuild {
  const parent = join(REPO_ROOT, 'node_modules', '.cache');
  mkdirSync(parent, { recursive: true });
  const distDir = mkdtempSync(join(parent, 'news-web-ssr-'));
  writeFileSync(join(distDir, 'index.html'), PAGE);
  execFileSync(
    'npx',
    ['vite', 'build', '--ssr', 'src/ssr/renderApp.tsx', '--outDir', join(distDir, '.ssr')],
    {
      cwd: join(REPO_ROOT, 'apps', 'web'),
      // As the real build: React's production build, whatever the test run's NODE_ENV.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'pipe',
    },
  );
  return {
    distDir,
    remove: () => {
      rmSync(distDir, { recursive: true, force: true });
    },
  };
}

import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { measureConsoleBundles } from '@news/bench/consoleBundles';
import { readBuildManifest } from '@news/bench/routeBundles';
import { REPO_ROOT } from './startServer.ts';

/** Code only the console's editor carries: ProseMirror (Tiptap) and the drag-and-drop kit. */
const EDITOR_CODE = /ProseMirror|@dnd-kit|tiptap/i;
/** The dashboard's chart library (uPlot names its own class in its code). */
const CHART_CODE = /uplot/i;

describe('the newsroom console’s own bundle (the builds `npm run test:e2e` has just made)', () => {
  const webDist = resolve(REPO_ROOT, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  const consoleDist = resolve(REPO_ROOT, 'apps/console/dist');
  const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

  it('puts nothing of the console in the reader app: not a file, not a line of its editor', () => {
    const web = readBuildManifest(webDist);
    const files = [...new Set(Object.values(web.manifest).map((c) => c.file))].filter((f) =>
      f.endsWith('.js'),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files)
      expect(readFileSync(join(webDist, file), 'utf8'), file).not.toMatch(EDITOR_CODE);
    expect(readFileSync(join(webDist, 'index.html'), 'utf8')).not.toContain('/console/');
  });

  it('loads the editor only when an item is opened, not at sign-in', () => {
    const build = measureConsoleBundles(consoleDist);
    console.log(`console sign-in screen ${kb(build.firstLoadBytes)}`);
    for (const screen of build.screens)
      console.log(`console ${screen.module.padEnd(32)} ${kb(screen.gzipBytes)}`);
    const { entry, closure } = readBuildManifest(consoleDist);
    for (const file of closure([entry]))
      expect(readFileSync(join(consoleDist, file), 'utf8'), file).not.toMatch(EDITOR_CODE);
    const editor = build.screens.find((s) => s.module === 'src/routes/ItemEditorPage.tsx');
    expect(editor?.gzipBytes).toBeGreaterThan(build.firstLoadBytes);
  });

  it('loads the chart library with the dashboard only: not at sign-in, not in the reader app', () => {
    const { entry, closure } = readBuildManifest(consoleDist);
    for (const file of closure([entry]))
      expect(readFileSync(join(consoleDist, file), 'utf8'), file).not.toMatch(CHART_CODE);
    const dashboard = closure(['src/routes/DashboardPage.tsx']);
    expect(
      dashboard.some((file) => CHART_CODE.test(readFileSync(join(consoleDist, file), 'utf8'))),
    ).toBe(true);
    const web = readBuildManifest(webDist);
    for (const file of new Set(Object.values(web.manifest).map((c) => c.file)))
      if (file.endsWith('.js'))
        expect(readFileSync(join(webDist, file), 'utf8'), file).not.toMatch(CHART_CODE);
  });
});

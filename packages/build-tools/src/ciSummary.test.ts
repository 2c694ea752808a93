import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunnerSummary } from './SlowestFilesReporter.ts';

const SCRIPT = join(import.meta.dirname, 'ciSummary.mjs');

describe('ciSummary.mjs, the end of a CI run', () => {
  let dir = '';
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  const runner = (summary: Partial<RunnerSummary> & { runner: string }): void => {
    const whole: RunnerSummary = {
      node: 'v24.22.3',
      files: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      slowest: [],
      ...summary,
    };
    writeFileSync(join(dir, `${summary.runner}.json`), JSON.stringify(whole));
  };

  it('prints each runner’s counts and Node.js, then the whole run as one plain closing line', () => {
    dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
    runner({ runner: 'server', files: 192, passed: 1738, failed: 2 });
    runner({ runner: 'web', files: 47, passed: 320, skipped: 1 });
    const lines = execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(lines).toContain(
      '  server                        192    1738       2        0  v24.22.3',
    );
    expect(lines).toContain(
      '  web                            47     320       0        1  v24.22.3',
    );
    expect(lines.at(-1)).toBe('ci: 2058 passed, 2 failed, 1 skipped');
  });

  it('prints nothing when no runner got as far as its end', () => {
    dir = mkdtempSync(join(tmpdir(), 'ci-summary-'));
    expect(execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })).toBe('');
  });
});

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** How many of a run's slowest files are named at its end. */
const SHOWN = 15;

export interface RunnerSummary {
  runner: string;
  /** The Node.js the runner ran on (`process.version`). */
  node: string;
  files: number;
  passed: number;
  failed: number;
  skipped: number;
  slowest: { file: string; seconds: number }[];
}

/** One file's seconds: importing it and running its tests and hooks, as vitest measured them. */
function secondsOf(module: TestModule): number {
  const d = module.diagnostic();
  return (d.collectDuration + d.duration) / 1000;
}

/** What a finished run counted, and its slowest files. */
export function summarise(runner: string, modules: readonly TestModule[]): RunnerSummary {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  for (const module of modules) {
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') passed += 1;
      else if (state === 'failed') failed += 1;
      else skipped += 1;
    }
  }
  const slowest = modules
    .map((module) => ({ file: module.relativeModuleId, seconds: secondsOf(module) }))
    .sort((a, b) => b.seconds - a.seconds)
    .slice(0, SHOWN);
  return {
    runner,
    node: process.version,
    files: modules.length,
    passed,
    failed,
    skipped,
    slowest,
  };
}

function workspaceName(): string {
  const { name } = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
    name: string;
  };
  return name.replace(/^@news\//, '');
}

/**
 * Names the run's slowest test files when it ends, so whoever sees a suite grow sees where; with
 * `CI_REPORT_DIR` set (by `.ci/run`) it also leaves the run's counts there for CI's closing table.
 */
export class SlowestFilesReporter implements Reporter {
  readonly #runner: string;

  /** `runner` names the run; by default, the workspace it runs in (`@news/server` → server). */
  constructor(runner?: string) {
    this.#runner = runner ?? workspaceName();
  }

  onTestRunEnd(modules: readonly TestModule[]): void {
    const summary = summarise(this.#runner, modules);
    const lines = summary.slowest.map(
      ({ file, seconds }) => `  ${seconds.toFixed(1).padStart(7)} s  ${file}`,
    );
    process.stdout.write(
      `\n${this.#runner} (Node.js ${summary.node}): slowest ${String(summary.slowest.length)} of ${String(summary.files)} files\n${lines.join('\n')}\n`,
    );
    const dir = process.env.CI_REPORT_DIR;
    if (dir) {
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, `${this.#runner}.json`), JSON.stringify(summary));
    }
  }
}

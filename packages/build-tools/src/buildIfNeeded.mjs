// @ts-check
// The decision every app's build script makes (apps/*/scripts/build-if-needed.mjs): `npm start`
// builds only what changed since the last build, `npm run build` always builds. Plain JavaScript
// because those scripts run under Node before anything is compiled.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * When a file or anything under a directory last changed (milliseconds since the epoch), or 0
 * for a path that does not exist.
 * @param {string} path
 * @returns {number}
 */
export function lastChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => lastChange(join(path, name))));
}

/**
 * Whether a build is current: every output exists and the oldest of them is no older than the
 * newest change among the inputs (sources, configuration, the build script itself).
 * @param {{ outputs: string[], inputs: string[] }} paths
 * @returns {boolean}
 */
export function isUpToDate({ outputs, inputs }) {
  if (outputs.length === 0 || !outputs.every((output) => existsSync(output))) return false;
  return Math.min(...outputs.map(lastChange)) >= Math.max(0, ...inputs.map(lastChange));
}

/**
 * Whether the command line asks for a build only if needed (`--if-needed`, as `npm start`
 * passes). Anything else builds: `npm run build`, or `--force`, which wins over `--if-needed`.
 * @param {readonly string[]} argv
 * @returns {boolean}
 */
export function onlyIfNeeded(argv) {
  return argv.includes('--if-needed') && !argv.includes('--force');
}

/**
 * Runs `build` unless the command line allows skipping it and the outputs are current; says
 * which it did.
 * @param {{
 *   name: string,
 *   outputs: string[],
 *   inputs: string[],
 *   build: () => void | Promise<void>,
 *   argv?: readonly string[],
 * }} options
 * @returns {Promise<void>}
 */
export async function buildIfNeeded({ name, outputs, inputs, build, argv = process.argv }) {
  if (onlyIfNeeded(argv) && isUpToDate({ outputs, inputs })) {
    console.log(`${name} is up to date`);
    return;
  }
  await build();
}

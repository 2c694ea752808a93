// Prints what each test runner of a CI run counted (left by SlowestFilesReporter in the folder
// named as the first argument), then the whole run's count as one plain closing line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: ciSummary.mjs <report folder>');
const summaries = readdirSync(dir)
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')));
if (summaries.length > 0) {
  const total = { files: 0, passed: 0, failed: 0, skipped: 0 };
  console.log('\nci: tests by runner');
  console.log(
    `  ${'runner'.padEnd(26)} ${'files'.padStart(6)} ${'passed'.padStart(7)} ${'failed'.padStart(7)} ${'skipped'.padStart(8)}  node`,
  );
  for (const s of summaries) {
    total.files += s.files;
    total.passed += s.passed;
    total.failed += s.failed;
    total.skipped += s.skipped;
    console.log(
      `  ${s.runner.padEnd(26)} ${String(s.files).padStart(6)} ${String(s.passed).padStart(7)} ${String(s.failed).padStart(7)} ${String(s.skipped).padStart(8)}  ${s.node}`,
    );
  }
  console.log(`ci: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
}

const UNITS = ['KB', 'MB', 'GB'] as const;
const STEP = 1024;

/** Human-readable size for upload lists: '512 B', '1.50 KB', '10.00 MB', '2.00 GB' (base 1024). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  if (bytes < STEP) return `${Math.round(bytes)} B`;
  let value = bytes / STEP;
  let unit = 0;
  // Compare the rounded figure so 1 048 575 bytes reads '1.00 MB', not '1024.00 KB'.
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unit++;
  }
  return `${value.toFixed(2)} ${UNITS[unit]}`;
}

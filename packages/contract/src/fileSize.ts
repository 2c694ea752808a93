const UNITS = ['kilobyte', 'megabyte', 'gigabyte'] as const;
const STEP = 1024;

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per locale and unit: building one costs far more than using it. */
function unitFormat(
  locale: string,
  unit: 'byte' | (typeof UNITS)[number],
  decimals: number,
): Intl.NumberFormat {
  const key = `${locale}|${unit}|${String(decimals)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * A file size as docs/product.md §7 has it — bytes, then kilobytes, megabytes and gigabytes with
 * two decimals, base 1024 — written by `Intl` in the reader's language: `1.50 kB`, `50,00 МБ`,
 * `2.00GB` in Korean. A limit that is a round number is said without them (`decimals` 0: `5 MB`).
 */
export function formatFileSize(bytes: number, locale: string, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return unitFormat(locale, 'byte', 0).format(0);
  if (bytes < STEP) return unitFormat(locale, 'byte', 0).format(Math.round(bytes));
  let value = bytes / STEP;
  let unit = 0;
  // Compare the rounded figure so 1 048 575 bytes reads '1.00 MB', not '1024.00 KB'.
  while (unit < UNITS.length - 1 && Number(value.toFixed(2)) >= STEP) {
    value /= STEP;
    unit++;
  }
  return unitFormat(locale, UNITS[unit] ?? 'gigabyte', decimals).format(value);
}

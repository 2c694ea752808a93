/**
 * A one-line progress bar on a terminal; on anything else (CI logs) a line every 10 %, so logs
 * stay readable.
 */
export function progressBar(
  label: string,
  stream: NodeJS.WriteStream = process.stderr,
): (done: number, total: number) => void {
  let lastDecile = -1;
  return (done, total) => {
    const ratio = total === 0 ? 1 : done / total;
    if (stream.isTTY) {
      const width = 30;
      const filled = Math.round(ratio * width);
      stream.write(
        `\r${label} [${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${String(done)}/${String(total)}`,
      );
      if (done === total) stream.write('\n');
      return;
    }
    const decile = Math.floor(ratio * 10);
    if (decile !== lastDecile) {
      lastDecile = decile;
      stream.write(
        `${label} ${String(Math.round(ratio * 100))}% (${String(done)}/${String(total)})\n`,
      );
    }
  };
}

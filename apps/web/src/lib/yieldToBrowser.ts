/**
 * Resolves in a later task, so the browser can paint and answer the reader between two pieces of
 * start-up work instead of running them as one long task.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

import { spawn } from 'node:child_process';

/**
 * Runs ffmpeg with `-progress pipe:1` and reports how far into the input it is (0–1), so a job
 * can show its progress. Rejects with ffmpeg's last words when it fails; stops it when `signal`
 * aborts (the job's lease was lost, the server is stopping).
 */
export function runFfmpeg(
  ffmpeg: string,
  args: readonly string[],
  durationS: number,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      ffmpeg,
      ['-hide_banner', '-nostdin', '-progress', 'pipe:1', '-nostats', ...args],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let errors = '';
    let pending = '';
    const onAbort = (): void => {
      child.kill('SIGKILL');
    };
    signal.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match?.[1] && durationS > 0)
          onProgress(Math.min(1, Number(match[1]) / 1_000_000 / durationS));
      }
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      // Only the end matters for a failure, and a long run must not grow this without bound.
      errors = (errors + chunk).slice(-4000);
    });
    child.once('error', (error) => {
      signal.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      signal.removeEventListener('abort', onAbort);
      if (signal.aborted) reject(new Error('ffmpeg stopped: the job was given up'));
      else if (code === 0) resolve();
      else reject(new Error(`ffmpeg exited with ${String(code)}: ${errors.trim()}`));
    });
  });
}

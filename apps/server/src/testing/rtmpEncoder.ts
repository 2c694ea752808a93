import { spawn, type ChildProcess } from 'node:child_process';

/**
 * An encoder as a newsroom runs one: ffmpeg pushing a test pattern with a tone over RTMP, at
 * 854×480 so that CI's two cores keep up with it and the transcoder together.
 */
export function rtmpEncoder(url: string): ChildProcess {
  return spawn(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-re'],
      ...['-f', 'lavfi', '-i', 'testsrc2=size=854x480:rate=30'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=1000:sample_rate=48000'],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '60'],
      ...['-c:a', 'aac', '-f', 'flv', url],
    ],
    { stdio: 'ignore' },
  );
}

/** How a child process ended (its code), now or when it does. */
export const exitOf = (child: ChildProcess): Promise<number | null> =>
  child.exitCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise((resolve) => {
        child.once('exit', (code) => {
          resolve(code);
        });
      });

/** Asks `probe` every 250 ms until it answers something, for at most `timeoutMs`. */
export async function until<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

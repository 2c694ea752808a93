import { ChildService } from './ChildService.ts';
import { freePort } from './freePort.ts';

export interface RunningRedis {
  url: string;
  service: ChildService;
  stop(): Promise<void>;
}

/**
 * Debian's `redis-server` on a free port of 127.0.0.1, keeping nothing on disk (no snapshots,
 * no append-only file): the state it holds lives minutes and is lost with it by design. A given
 * `port` starts it again where an earlier one was.
 */
export async function startRedis(workDir: string, port?: number): Promise<RunningRedis> {
  port ??= await freePort();
  const service = await ChildService.start(
    'redis-server',
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      workDir,
    ],
    { ready: /Ready to accept connections/, timeoutMs: 20_000 },
  );
  return {
    url: `redis://127.0.0.1:${String(port)}`,
    service,
    stop: () => service.stop('SIGTERM'),
  };
}

import { spawn, type ChildProcess } from 'node:child_process';

const KEPT_OUTPUT = 64 * 1024;

export interface ChildServiceOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Started when its output matches this (stdout and stderr together), or when this resolves true. */
  ready: RegExp | (() => Promise<boolean>);
  timeoutMs?: number;
  /** Everything it writes, as it comes (the output is also kept for error messages). */
  onOutput?: (chunk: string) => void;
}

/**
 * A program the cluster runs in the foreground (Redis, HAProxy, a server instance): started,
 * waited for until it says it is ready, and stopped with a signal. Its last output is kept for
 * the error message when it fails.
 */
export class ChildService {
  #output = '';
  readonly #exited: Promise<void>;

  private constructor(
    readonly name: string,
    readonly child: ChildProcess,
  ) {
    const collect = (chunk: Buffer): void => {
      this.#output = (this.#output + chunk.toString()).slice(-KEPT_OUTPUT);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.#exited = new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) resolve();
      else
        child.once('exit', () => {
          resolve();
        });
    });
  }

  static async start(
    name: string,
    command: string,
    args: readonly string[],
    options: ChildServiceOptions,
  ): Promise<ChildService> {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const service = new ChildService(name, child);
    const forward = options.onOutput;
    if (forward) {
      child.stdout.on('data', (chunk: Buffer) => {
        forward(chunk.toString());
      });
      child.stderr.on('data', (chunk: Buffer) => {
        forward(chunk.toString());
      });
    }
    await service.#waitFor(options.ready, options.timeoutMs ?? 60_000);
    return service;
  }

  get pid(): number | undefined {
    return this.child.pid;
  }

  get output(): string {
    return this.#output;
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Resolves once the process has ended, however it ended. */
  get exited(): Promise<void> {
    return this.#exited;
  }

  /** Sends `signal` and waits for the process to end; SIGKILL if it has not within `graceMs`. */
  async stop(signal: NodeJS.Signals = 'SIGTERM', graceMs = 30_000): Promise<void> {
    if (!this.running) return;
    this.child.kill(signal);
    const timer = setTimeout(() => this.child.kill('SIGKILL'), graceMs);
    await this.#exited;
    clearTimeout(timer);
  }

  #waitFor(ready: RegExp | (() => Promise<boolean>), timeoutMs: number): Promise<void> {
    return new Promise((resolve, reject) => {
      let done = false;
      const fail = (reason: string): void => {
        if (done) return;
        cleanup();
        this.child.kill('SIGKILL');
        reject(new Error(`${this.name} ${reason}:\n${this.#output}`));
      };
      const succeed = (): void => {
        if (done) return;
        cleanup();
        resolve();
      };
      const check = (): void => {
        if (ready instanceof RegExp && ready.test(this.#output)) succeed();
      };
      const probe = async (): Promise<void> => {
        if (ready instanceof RegExp) return;
        while (!done) {
          if (await ready().catch(() => false)) {
            succeed();
            return;
          }
          await new Promise((next) => setTimeout(next, 50));
        }
      };
      const onExit = (code: number | null, signal: NodeJS.Signals | null): void => {
        fail(`exited (${signal ?? String(code)}) before it was ready`);
      };
      const onError = (error: Error): void => {
        fail(`could not start: ${error.message}`);
      };
      const timer = setTimeout(() => {
        fail(`was not ready within ${String(timeoutMs)} ms`);
      }, timeoutMs);
      const cleanup = (): void => {
        done = true;
        clearTimeout(timer);
        this.child.stdout?.off('data', check);
        this.child.stderr?.off('data', check);
        this.child.off('exit', onExit);
        this.child.off('error', onError);
      };
      this.child.stdout?.on('data', check);
      this.child.stderr?.on('data', check);
      this.child.once('exit', onExit);
      this.child.once('error', onError);
      check();
      void probe();
    });
  }
}
